import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { asSignedIn } from "../session/access.js"
import type { CatalogueService } from "./catalogue-service.js"
import { Category, FilterOptions } from "../contract/catalogue.js"
import { Product, ProductDetail, ProductHandleParams, ProductList } from "../contract/product.js"
import { ProductQuery } from "../contract/product-query.js"
import { LanguageQuery } from "../contract/language.js"
import { HttpError } from "../http/http-error.js"
import { answer, problem } from "../http/openapi.js"
import type { CatalogueGateway } from "./gateway.js"
import { NEW_NEEDS_A_COLLECTOR, noSuchProduct } from "./page-reads.js"
import type { SessionCookies } from "../session/session-cookies.js"

const unavailable = problem("Medusa, which holds the catalogue, cannot be reached")
const badLanguage = problem("A language other than en, de or fr")

export type CatalogueRouteDeps = { cookies: SessionCookies; gateway: Pick<CatalogueGateway, "previousVisitAt"> }

export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService, deps: CatalogueRouteDeps): void {
  /** The signed-in collector's previous visit; a guest or a staff member has none to count from. */
  async function collectorsPreviousVisit(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const session = await deps.cookies.read(request)
    if (session?.actor !== "customer") {
      throw new HttpError(401, NEW_NEEDS_A_COLLECTOR)
    }
    reply.header("cache-control", "private, no-store")
    return asSignedIn(deps.cookies, request, reply, () => deps.gateway.previousVisitAt(session.token))
  }

  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    "/api/categories",
    {
      schema: {
        summary: "Product categories with the number of published items in each",
        querystring: LanguageQuery,
        response: {
          200: answer(z.array(Category), "Categories in display order, named in the language"),
          400: badLanguage,
          503: unavailable,
        },
      },
    },
    async (request) => catalogue.categories(request.query.lang)
  )
  api.get(
    "/api/filters",
    {
      schema: {
        summary: "Values offered by the listing's category, country and material filters",
        querystring: LanguageQuery,
        response: { 200: answer(FilterOptions, "Filter options"), 400: badLanguage, 503: unavailable },
      },
    },
    async (request) => catalogue.filterOptions(request.query.lang)
  )
  const picks = [
    ["/api/new-products", "Pieces the merchandisers marked as new", catalogue.listNewProducts.bind(catalogue)],
    ["/api/featured-products", "Pieces the merchandisers featured", catalogue.listFeaturedProducts.bind(catalogue)],
  ] as const
  for (const [path, summary, list] of picks) {
    api.get(
      path,
      {
        schema: {
          summary,
          querystring: LanguageQuery,
          response: { 200: answer(z.array(Product), "Newest first"), 400: badLanguage, 503: unavailable },
        },
      },
      async (request) => list(request.query.lang)
    )
  }

  api.get(
    "/api/products",
    {
      schema: {
        summary: "Search and filter the catalogue",
        description:
          "Filters combine with AND. An unknown category, country or material matches nothing (an empty page, not an error). " +
          "search is accent- and case-insensitive, every word must match, small typos are tolerated. " +
          "period and quality match any part of the value, case-insensitively. priceMin and priceMax are euros, both included. " +
          "Blank text means no filter. lang (en, de or fr) is the language of the texts and of the search's words: " +
          "German and French search stem and fold accents in their language and know their grade words (vz, TTB ...).",
        querystring: ProductQuery,
        response: {
          200: answer(ProductList, "One page of matching products and the total"),
          400: problem("A malformed parameter, named in the message"),
          401: problem("new=1 without a collector's session"),
          503: unavailable,
        },
      },
    },
    async (request, reply) => {
      const query = request.query
      return catalogue.listProducts(query, query.new ? await collectorsPreviousVisit(request, reply) : undefined, query.lang)
    }
  )

  api.get(
    "/api/products/:handle",
    {
      schema: {
        summary: "One product with the collector's details and stock",
        params: ProductHandleParams,
        querystring: LanguageQuery,
        response: {
          200: answer(ProductDetail, "The product, its texts in the language"),
          400: problem("Not a product handle, or a language other than en, de or fr"),
          404: problem("No such product"),
          503: unavailable,
        },
      },
    },
    async (request) => {
      const { handle } = request.params
      const product = await catalogue.productByHandle(handle, request.query.lang)
      if (!product) throw new HttpError(404, noSuchProduct(handle))
      return product
    }
  )
}
