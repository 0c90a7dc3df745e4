import type { Product } from "@contract/product"
import { useQuery } from "@tanstack/react-query"
import { useLanguage } from "@/i18n/react"
import type { Language } from "@/i18n/language"
import { jsonQueryOptions, withLanguage } from "@/lib/json-query"

export function getNewProductsQueryOptions(language: Language) {
  return jsonQueryOptions<Product[]>(withLanguage("/api/new-products", language))
}

export function useNewProducts() {
  return useQuery(getNewProductsQueryOptions(useLanguage()))
}
