import type { OrderPapers } from "@contract/papers"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"
import { orderApiPath } from "./get-order"
import { ORDERS_QUERY_KEY } from "./get-orders"

/** Where staff open an order's papers: the printable page, or its PDF with ?format=pdf. */
export const paperPaths = {
  packingSlip: (id: string) => `${orderApiPath(id)}/packing-slip`,
  invoice: (id: string) => `${orderApiPath(id)}/invoice`,
  creditNote: (id: string, number: string) => `${orderApiPath(id)}/credit-notes/${encodeURIComponent(number)}`,
  pdf: (path: string) => `${path}?format=pdf`,
}

/* Under the orders' key: a recorded payment (which issues the invoice) or a refund refreshes it. */
export function orderPapersQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, "papers", id],
    queryFn: ({ signal }) => getJson<OrderPapers>(`${orderApiPath(id)}/papers`, signal),
  })
}

export function useOrderPapers(id: string) {
  return useQuery(orderPapersQueryOptions(id))
}
