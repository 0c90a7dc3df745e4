import { useQuery } from "@tanstack/react-query"
import { getProducts } from "./get-products"

/** How many pieces were listed since the signed-in collector's previous visit; asked only for a collector. */
export function useNewSinceVisitCount(collector: string | null) {
  return useQuery({
    queryKey: ["/api/products", "new-since-visit", collector],
    queryFn: async ({ signal }) => (await getProducts({ new: "1", limit: 1 }, signal)).total,
    enabled: collector !== null,
  })
}
