import type { PaymentMethod, PaymentRequest, PaymentSession, StalePrices, Unavailable } from "@contract/checkout"
import { queryOptions, useQuery } from "@tanstack/react-query"
import type { Language } from "@/i18n/language"
import { useLanguage } from "@/i18n/react"
import { ApiError } from "@/lib/api-client"

export type CheckoutLineInput = { productId: string; quantity: number; price: string }

/** A 409 of the payment step: the shop's current prices, or the item that is gone. */
export class CheckoutConflictError extends Error {
  constructor(readonly body: StalePrices | Unavailable) {
    super(body.message)
    this.name = "CheckoutConflictError"
  }
}

function toCents(price: string): number {
  return Math.round(Number.parseFloat(price) * 100)
}

export async function createPaymentIntent(
  lines: CheckoutLineInput[],
  method: PaymentMethod,
  signal?: AbortSignal,
  language: Language = "en"
): Promise<PaymentSession> {
  const cents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0)
  // The order's language, for its e-mails (decision 242).
  const body: PaymentRequest & { language: Language } = { items: lines, amount: (cents / 100).toFixed(2), method, language }
  const res = await fetch("/api/create-payment-intent", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
    signal,
  })
  if (res.status === 409) throw new CheckoutConflictError((await res.json()) as StalePrices | Unavailable)
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${(await res.text()) || res.statusText}`)
  return (await res.json()) as PaymentSession
}

export function createPaymentIntentQueryOptions(lines: CheckoutLineInput[], method: PaymentMethod, language: Language = "en") {
  return queryOptions({
    // A session per basket and method: a changed price or quantity opens a new one.
    queryKey: ["/api/create-payment-intent", method, lines, language],
    queryFn: ({ signal }) => createPaymentIntent(lines, method, signal, language),
    // Every visit to the checkout opens a fresh session; an old one may be paid already.
    gcTime: 0,
    retry: false,
  })
}

/** The payment session for the basket; the spinner shows while it is created. */
export function usePaymentSession(lines: CheckoutLineInput[], method: PaymentMethod, enabled: boolean) {
  return useQuery({ ...createPaymentIntentQueryOptions(lines, method, useLanguage()), enabled })
}
