import type { Product } from "@contract/product"
import { useQuery } from "@tanstack/react-query"
import { useLanguage } from "@/i18n/react"
import type { Language } from "@/i18n/language"
import { jsonQueryOptions, withLanguage } from "@/lib/json-query"

export function getFeaturedProductsQueryOptions(language: Language) {
  return jsonQueryOptions<Product[]>(withLanguage("/api/featured-products", language))
}

export function useFeaturedProducts() {
  return useQuery(getFeaturedProductsQueryOptions(useLanguage()))
}
