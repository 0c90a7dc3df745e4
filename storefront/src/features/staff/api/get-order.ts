import type { OrderDetail } from "@contract/order"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"
import { ORDERS_QUERY_KEY } from "./get-orders"

/** One order's address on the shop server; its papers and its take-back routes hang under it. */
export const orderApiPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`

/*
 * Under the orders' key: a status change or a recorded payment, which refresh the
 * dashboard, refresh the order's page too.
 */
export function orderDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => getJson<OrderDetail>(orderApiPath(id), signal),
  })
}

export function useOrderDetail(id: string) {
  return useQuery(orderDetailQueryOptions(id))
}
