import type { Order } from "@contract/order"
import { useQuery } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

export function getAccountOrdersQueryOptions() {
  return jsonQueryOptions<Order[]>("/api/account/orders")
}

export function useAccountOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAccountOrdersQueryOptions(), enabled })
}
