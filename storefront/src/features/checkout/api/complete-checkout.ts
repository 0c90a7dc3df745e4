import type { PlacedOrder, Unavailable } from "@contract/checkout"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { ApiError } from "@/lib/api-client"

/** The checkout could not become an order: a piece was sold meanwhile (409) or the payment is not done (402). */
export class OrderNotPlacedError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly unavailable: Unavailable | null
  ) {
    super(message)
    this.name = "OrderNotPlacedError"
  }
}

/** Places the order; idempotent on the server, so a reload shows the same order. */
export async function completeCheckout(checkoutId: string, signal?: AbortSignal): Promise<PlacedOrder> {
  const res = await fetch(`/api/checkout/${encodeURIComponent(checkoutId)}/complete`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
    credentials: "include",
    signal,
  })
  if (res.status === 409 || res.status === 402) {
    const body = (await res.json()) as { message: string; code?: string }
    throw new OrderNotPlacedError(res.status, body.message, body.code === "unavailable" ? (body as Unavailable) : null)
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${(await res.text()) || res.statusText}`)
  return (await res.json()) as PlacedOrder
}

export function completeCheckoutQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: ["/api/checkout", checkoutId, "complete"],
    queryFn: ({ signal }) => completeCheckout(checkoutId, signal),
    retry: false,
  })
}

export function usePlacedOrder(checkoutId: string | null) {
  return useQuery({ ...completeCheckoutQueryOptions(checkoutId ?? ""), enabled: !!checkoutId })
}
