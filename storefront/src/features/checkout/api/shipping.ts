import type { Country, PaymentSession, ShippingRequest } from "@contract/checkout"
import { useQuery } from "@tanstack/react-query"
import { apiRequest, getJson } from "@/lib/api-client"

/** The countries the shop ships to. */
export function useCountries() {
  return useQuery({
    queryKey: ["/api/checkout/countries"],
    queryFn: ({ signal }) => getJson<Country[]>("/api/checkout/countries", signal),
    staleTime: 60 * 60_000,
  })
}

/** The address and shipping option onto the checkout; the server answers the re-priced session. */
export async function setShipping(checkoutId: string, request: ShippingRequest): Promise<PaymentSession> {
  const res = await apiRequest("POST", `/api/checkout/${encodeURIComponent(checkoutId)}/shipping`, request)
  return (await res.json()) as PaymentSession
}
