import type { Order } from "@contract/order"
import type { CancelOrder, RefundOrder } from "@contract/take-back"
import { apiRequest } from "@/lib/api-client"
import { useRefetchingMutation } from "@/lib/refetching-mutation"
import { orderApiPath } from "./get-order"
import { ORDERS_QUERY_KEY } from "./get-orders"

export type CancelOrderInput = CancelOrder & { orderId: string }
export type RefundOrderInput = RefundOrder & { orderId: string }

export async function cancelOrder({ orderId, ...body }: CancelOrderInput): Promise<Order> {
  const res = await apiRequest("POST", `${orderApiPath(orderId)}/cancel`, body)
  return (await res.json()) as Order
}

export async function refundOrder({ orderId, ...body }: RefundOrderInput): Promise<Order> {
  const res = await apiRequest("POST", `${orderApiPath(orderId)}/refunds`, body)
  return (await res.json()) as Order
}

/*
 * The orders, and so the order's own page, are read again after every attempt: a 409
 * means the order changed meanwhile, and the page then shows how it is now.
 */
export function useCancelOrder() {
  return useRefetchingMutation(cancelOrder, ORDERS_QUERY_KEY)
}

export function useRefundOrder() {
  return useRefetchingMutation(refundOrder, ORDERS_QUERY_KEY)
}
