import type { Order, OrderStatus } from "@contract/order"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api-client"
import { ORDERS_QUERY_KEY } from "./get-orders"

export type UpdateOrderStatusInput = { id: string; status: OrderStatus; trackingNumber?: string; carrier?: string }

export async function updateOrderStatus({ id, status, trackingNumber, carrier }: UpdateOrderStatusInput): Promise<Order> {
  // Shipping may name the parcel; blank fields are left out.
  const parcel = { trackingNumber: trackingNumber?.trim() || undefined, carrier: carrier?.trim() || undefined }
  const res = await apiRequest("PUT", `/api/orders/${encodeURIComponent(id)}/status`, { status, ...parcel })
  return (await res.json()) as Order
}

type Callbacks = {
  onSuccess?: (order: Order, input: UpdateOrderStatusInput) => void
  onError?: (error: Error, input: UpdateOrderStatusInput) => void
}

/** The order list is refreshed after every attempt, whatever the caller adds (spec §7). */
export function useUpdateOrderStatus({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order, input) => onSuccess?.(order, input),
    onError: (error, input) => onError?.(error, input),
    // After a failure too: a 409 means someone else changed the order meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  })
}
