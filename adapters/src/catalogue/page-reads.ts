import type { z } from "zod"
import type { PageReads, ReadAnswer } from "../contract/catalogue-reader.js"
import { LanguageQuery } from "../contract/language.js"
import { ProductHandleParams } from "../contract/product.js"
import { ProductQuery } from "../contract/product-query.js"
import { checkAddress } from "../http/input-guard.js"
import { HttpError } from "../http/http-error.js"
import type { CatalogueService } from "./catalogue-service.js"

type Reader = Pick<
  CatalogueService,
  "listProducts" | "productByHandle" | "categories" | "filterOptions" | "listNewProducts" | "listFeaturedProducts"
>

const refused = (status: number, message: string): ReadAnswer => ({ status, body: { message } })

/** The 401 of `new=1` without a collector's session, here and on the route. */
export const NEW_NEEDS_A_COLLECTOR = "Sign in to your collector's account to see the pieces listed since your last visit."
/** The 404 of a handle no piece has, here and on the route. */
export const noSuchProduct = (handle: string) => `No product with handle "${handle}"`

/** The query string as Fastify hands it to a route: a repeated name is a list. */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [name, value] of params) {
    const held = query[name]
    query[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value]
  }
  return query
}

/**
 * The catalogue's GET /api answers as an anonymous visitor gets them (adapters/src/catalogue/routes.ts),
 * for the pages the shop server draws: the routes' own schemas check the query, the same calls
 * answer it, the same 400, 401 and 404 refuse it; only the request through the server's hooks, its
 * JSON there and back and a log line for each read are left out. A failure rejects, as the 503
 * it would be makes the page go out undrawn. A test holds each answer to its route's.
 */
export function catalogueReads(catalogue: Reader): PageReads {
  const byLanguage: Record<string, (language: LanguageQuery["lang"]) => Promise<unknown>> = {
    "/api/categories": (language) => catalogue.categories(language),
    "/api/filters": (language) => catalogue.filterOptions(language),
    "/api/new-products": (language) => catalogue.listNewProducts(language),
    "/api/featured-products": (language) => catalogue.listFeaturedProducts(language),
  }

  return async (pathAndQuery) => {
    // The address as the server's input guard checks every request's (control characters, bad encoding).
    try {
      checkAddress(pathAndQuery)
    } catch (error) {
      if (error instanceof HttpError) return refused(error.statusCode, error.message)
      throw error
    }
    const url = new URL(pathAndQuery, "http://shop.invalid")
    const read = byLanguage[url.pathname]
    if (read) {
      const query = checked(LanguageQuery, url.searchParams)
      return "refused" in query ? query.refused : answered(await read(query.data.lang))
    }
    if (url.pathname === "/api/products") {
      const query = checked(ProductQuery, url.searchParams)
      if ("refused" in query) return query.refused
      if (query.data.new) return refused(401, NEW_NEEDS_A_COLLECTOR)
      return answered(await catalogue.listProducts(query.data, undefined, query.data.lang))
    }
    const product = /^\/api\/products\/([^/]+)$/.exec(url.pathname)
    if (!product) return undefined
    const params = ProductHandleParams.safeParse({ handle: decodeURIComponent(product[1]!) })
    if (!params.success) return refused(400, params.error.issues[0]?.message ?? "Not a product handle")
    const query = checked(LanguageQuery, url.searchParams)
    if ("refused" in query) return query.refused
    const found = await catalogue.productByHandle(params.data.handle, query.data.lang)
    return found ? answered(found) : refused(404, noSuchProduct(params.data.handle))
  }
}

const answered = (body: unknown): ReadAnswer => ({ status: 200, body })

/** The query checked by its route's schema: the data, or the 400 it would be. */
function checked<S extends z.ZodType>(schema: S, params: URLSearchParams): { data: z.output<S> } | { refused: ReadAnswer } {
  const parsed = schema.safeParse(queryOf(params))
  return parsed.success
    ? { data: parsed.data }
    : { refused: refused(400, parsed.error.issues[0]?.message ?? "A malformed parameter") }
}
