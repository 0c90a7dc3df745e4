import type { ProductDetail } from "@contract/product"
import { useQuery } from "@tanstack/react-query"
import { useLanguage } from "@/i18n/react"
import type { Language } from "@/i18n/language"
import { jsonQueryOptions, withLanguage } from "@/lib/json-query"

export function getProductQueryOptions(handle: string, language: Language) {
  return jsonQueryOptions<ProductDetail>("/api/products", withLanguage(encodeURIComponent(handle), language))
}

export function useProduct(handle: string) {
  return useQuery(getProductQueryOptions(handle, useLanguage()))
}
