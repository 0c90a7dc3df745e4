import { Client, FetchError } from "@medusajs/js-sdk"
import { z } from "zod"
import type { CatalogueQuery } from "../catalogue/catalogue-request.js"
import type { CategoryRecord } from "../catalogue/lookups.js"

/** Medusa did not answer (down, unreachable, too slow): the shop answers 503. */
export class MedusaUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The shop's catalogue service is not reachable right now. Please try again in a moment.", { cause })
    this.name = "MedusaUnavailableError"
  }
}

/** Medusa answered, but not as the shop expects: a fault on our side, never the client's. */
export class MedusaResponseError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined
  ) {
    super(message)
    this.name = "MedusaResponseError"
  }
}

const ValueCount = z.object({ value: z.string(), count: z.number() })
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
const CategoriesBody = z.object({
  product_categories: z.array(z.object({ id: z.string(), name: z.string(), handle: z.string() })),
})

/** What the catalogue needs from Medusa. Unit tests replace it with a fake answering captured JSON. */
export interface CatalogueGateway {
  listProducts(query: CatalogueQuery): Promise<ProductPage>
  productByHandle(handle: string): Promise<unknown>
  listHighlights(flag: "new" | "featured", limit: number): Promise<unknown[]>
  facets(): Promise<CatalogueFacets>
  listCategories(): Promise<CategoryRecord[]>
}

export type MedusaGatewayOptions = { medusaUrl: string; publishableKey: string; timeoutMs?: number }

/** js-sdk's HTTP client (the `Medusa` facade's `.client`), which every call here goes through. */
export function createMedusaClient(options: MedusaGatewayOptions): Client {
  return new Client({
    baseUrl: options.medusaUrl,
    publishableKey: options.publishableKey,
    // A server holds no shopper token of its own for catalogue reads.
    auth: { type: "jwt", jwtTokenStorageMethod: "nostore" },
  })
}

type Query = Record<string, string | number | string[] | undefined>

export function createMedusaGateway(options: MedusaGatewayOptions): CatalogueGateway {
  const client = createMedusaClient(options)
  const timeoutMs = options.timeoutMs ?? 10_000

  async function get<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.output<S>> {
    let body: unknown
    try {
      body = await client.fetch<unknown>(path, { query, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      if (error instanceof FetchError && error.status !== undefined) {
        throw new MedusaResponseError(`Medusa answered ${error.status} to ${path}: ${error.message}`, error.status)
      }
      throw new MedusaUnavailableError(error)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new MedusaResponseError(`Unexpected answer from ${path}: ${parsed.error.message}`, 200)
    return parsed.data
  }

  return {
    listProducts: (query) => get("/store/catalogue/products", ProductPage, query),
    async productByHandle(handle) {
      try {
        return (await get(`/store/catalogue/products/${encodeURIComponent(handle)}`, ProductBody)).product
      } catch (error) {
        if (error instanceof MedusaResponseError && error.status === 404) return undefined
        throw error
      }
    },
    listHighlights: async (flag, limit) => (await get("/store/catalogue/highlights", ProductsBody, { flag, limit })).products,
    facets: () => get("/store/catalogue/facets", CatalogueFacets),
    async listCategories() {
      const body = await get("/store/product-categories", CategoriesBody, {
        fields: "id,name,handle,rank",
        limit: 100,
        order: "rank",
      })
      return body.product_categories.map(({ id, name, handle }) => ({ id, name, handle }))
    },
  }
}
