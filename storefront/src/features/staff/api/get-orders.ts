import type { Order } from "@contract/order"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export const ORDERS_QUERY_KEY = ["/api/orders"] as const

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return getJson<Order[]>("/api/orders", signal)
}

export function getOrdersQueryOptions() {
  return queryOptions({ queryKey: ORDERS_QUERY_KEY, queryFn: ({ signal }) => getOrders(signal) })
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions())
}
