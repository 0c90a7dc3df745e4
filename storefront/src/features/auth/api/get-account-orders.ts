import type { Order } from "@contract/order"
import { useQuery } from "@tanstack/react-query"
import type { Language } from "@/i18n/language"
import { useLanguage } from "@/i18n/react"
import { jsonQueryOptions, withLanguage } from "@/lib/json-query"

/** The collector's orders, their pieces named in the page's language (decision 248). */
export function getAccountOrdersQueryOptions(language: Language) {
  return jsonQueryOptions<Order[]>(withLanguage("/api/account/orders", language))
}

export function useAccountOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAccountOrdersQueryOptions(useLanguage()), enabled })
}
