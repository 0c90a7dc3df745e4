import type { OrderDetail } from "@contract/order"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"
import { ORDERS_QUERY_KEY } from "./get-orders"

/** The address of an order's own page for staff. */
export const orderPagePath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`

/*
 * Under the orders' key: a status change or a recorded payment, which refresh the
 * dashboard, refresh the order's page too.
 */
export function orderDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => getJson<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, signal),
  })
}

export function useOrderDetail(id: string) {
  return useQuery(orderDetailQueryOptions(id))
}
