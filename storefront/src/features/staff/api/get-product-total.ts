import type { ProductList } from "@contract/product"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

/** The catalogue's real total (GET /api/products answers { products, total, … } in every case). */
export function getProductTotalQueryOptions() {
  return queryOptions({
    queryKey: ["/api/products", { limit: 1 }],
    queryFn: ({ signal }) => getJson<ProductList>("/api/products?limit=1", signal),
    select: (list) => list.total,
  })
}

export function useProductTotal() {
  return useQuery(getProductTotalQueryOptions())
}
