import { z } from "zod"
import type { CatalogueQuery } from "./catalogue-request.js"
import type { Language } from "../contract/language.js"
import type { CategoryRecord } from "../mapping/lookups.js"
import type { MedusaClient, Revalidated } from "../medusa/client.js"
import { MedusaCallError } from "../medusa/errors.js"

// A country or material, what the language asked for calls it, and its pieces.
const ValueCount = z.object({ value: z.string(), label: z.string(), count: z.number() })
export const CatalogueFacets = z.object({
  categories: z.array(z.object({ id: z.string(), count: z.number() })),
  countries: z.array(ValueCount),
  materials: z.array(ValueCount),
})
export type CatalogueFacets = z.infer<typeof CatalogueFacets>

const ProductPage = z.object({ products: z.array(z.unknown()), count: z.number().int().nonnegative() })
export type ProductPage = z.infer<typeof ProductPage>
const ProductsBody = z.object({ products: z.array(z.unknown()) })
const ProductBody = z.object({ product: z.unknown() })
/** When the collector's current visit and the one before began (commerce/src/lib/visits.ts). */
const VisitsBody = z.object({
  visits: z.object({ last_visit_at: z.string().nullable(), previous_visit_at: z.string().nullable() }),
})
const CategoriesBody = z.object({
  product_categories: z.array(z.object({ id: z.string(), name: z.string(), handle: z.string() })),
})

/**
 * What the catalogue needs from Medusa. Unit tests replace it with a fake answering captured JSON.
 * The texts come in the language asked for (its `lang`), English where one has no translation.
 */
export interface CatalogueGateway {
  /** A page; asked with the ETag of the page held (`etag`), its body only when it changed. */
  listProducts(query: CatalogueQuery, etag?: string): Promise<Revalidated<ProductPage>>
  productByHandle(handle: string, language?: Language): Promise<unknown>
  listHighlights(flag: "new" | "featured", limit: number, language?: Language): Promise<unknown[]>
  facets(language?: Language): Promise<CatalogueFacets>
  listCategories(language?: Language): Promise<CategoryRecord[]>
  /** When the signed-in collector's previous visit began; null before their second visit. */
  previousVisitAt(token: string): Promise<string | null>
}

type Query = Record<string, string | number | string[] | undefined>

/** Medusa's `lang`, sent only for German and French: English asks as it always did. */
const lang = (language: Language = "en") => (language === "en" ? {} : { lang: language })

export function createMedusaGateway(medusa: MedusaClient): CatalogueGateway {
  const get = <S extends z.ZodType>(path: string, schema: S, query?: Query) => medusa.request(path, schema, { query })

  return {
    listProducts: (query, etag) => medusa.revalidate("/catalogue/products", ProductPage, etag, { query }),
    async productByHandle(handle, language) {
      try {
        return (await get(`/catalogue/products/${encodeURIComponent(handle)}`, ProductBody, lang(language))).product
      } catch (error) {
        if (error instanceof MedusaCallError && error.status === 404) return undefined
        throw error
      }
    },
    listHighlights: async (flag, limit, language) =>
      (await get("/catalogue/highlights", ProductsBody, { flag, limit, ...lang(language) })).products,
    facets: (language) => get("/catalogue/facets", CatalogueFacets, lang(language)),
    async listCategories(language = "en") {
      // German and French names come from the catalogue's own route, which knows the shop's
      // languages; English ones from Medusa's, as before.
      if (language !== "en") {
        const body = await get("/catalogue/categories", CategoriesBody, { lang: language })
        return body.product_categories.map(({ id, name, handle }) => ({ id, name, handle }))
      }
      const body = await get("/store/product-categories", CategoriesBody, {
        fields: "id,name,handle,rank",
        limit: 100,
        order: "rank",
      })
      return body.product_categories.map(({ id, name, handle }) => ({ id, name, handle }))
    },
    async previousVisitAt(token) {
      const { visits } = await medusa.request("/store/customers/me/visits", VisitsBody, { token })
      return visits.previous_visit_at
    },
  }
}
