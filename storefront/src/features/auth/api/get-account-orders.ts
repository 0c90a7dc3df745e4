import type { Order } from "@contract/order"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export function getAccountOrders(signal?: AbortSignal): Promise<Order[]> {
  return getJson<Order[]>("/api/account/orders", signal)
}

export function getAccountOrdersQueryOptions() {
  return queryOptions({
    queryKey: ["/api/account/orders"],
    queryFn: ({ signal }) => getAccountOrders(signal),
  })
}

export function useAccountOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAccountOrdersQueryOptions(), enabled })
}
