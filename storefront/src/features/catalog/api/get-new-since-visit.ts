import { useQuery } from "@tanstack/react-query"
import { useLanguage } from "@/i18n/react"
import { getProducts } from "./get-products"

/** How many pieces were listed since the signed-in collector's previous visit; asked only for a collector. */
export function useNewSinceVisitCount(collector: string | null) {
  const language = useLanguage()
  return useQuery({
    queryKey: ["/api/products", "new-since-visit", collector, language],
    queryFn: async ({ signal }) => (await getProducts({ new: "1", limit: 1 }, signal, language)).total,
    enabled: collector !== null,
  })
}
