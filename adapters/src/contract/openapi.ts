import { z } from "zod"
import { Category, FilterOptions, PublicConfig } from "./catalogue.js"
import { ErrorBody } from "./error.js"
import { Product, ProductDetail, ProductList } from "./product.js"
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_TEXT_LENGTH, PRODUCT_SORTS } from "./product-query.js"

type JsonObject = Record<string, unknown>

const schemas = { Product, ProductDetail, ProductList, Category, FilterOptions, PublicConfig, ErrorBody }

function component(schema: z.ZodType): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "output", target: "openapi-3.0" }) as JsonObject
  return rest
}

const ref = (name: keyof typeof schemas) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: JsonObject, description: string) => ({ description, content: { "application/json": { schema } } })
const error = (description: string) => json(ref("ErrorBody"), description)
const unavailable = error("Medusa, which holds the catalogue, cannot be reached")

const textParam = (name: string, description: string) => ({
  name,
  in: "query",
  required: false,
  description: `${description} Blank means no filter; at most ${MAX_TEXT_LENGTH} characters.`,
  schema: { type: "string", maxLength: MAX_TEXT_LENGTH },
})

/** The OpenAPI 3.0 description of the catalogue part of /api, generated from the contract's schemas. */
export function buildOpenApiDocument(): JsonObject {
  return {
    openapi: "3.0.3",
    info: {
      title: "Numismatic shop API",
      version: "1.0.0",
      description:
        "The shop server's /api. Every non-2xx answer is { message }. Prices are euros as two-decimal strings.",
    },
    paths: {
      "/api/categories": {
        get: {
          summary: "Product categories with the number of published items in each",
          responses: { 200: json({ type: "array", items: ref("Category") }, "Categories in display order"), 503: unavailable },
        },
      },
      "/api/filters": {
        get: {
          summary: "Values offered by the listing's category, country and material filters",
          responses: { 200: json(ref("FilterOptions"), "Filter options"), 503: unavailable },
        },
      },
      "/api/new-products": {
        get: {
          summary: "Pieces the merchandisers marked as new",
          responses: { 200: json({ type: "array", items: ref("Product") }, "Newest first"), 503: unavailable },
        },
      },
      "/api/featured-products": {
        get: {
          summary: "Pieces the merchandisers featured",
          responses: { 200: json({ type: "array", items: ref("Product") }, "Newest first"), 503: unavailable },
        },
      },
      "/api/products": {
        get: {
          summary: "Search and filter the catalogue",
          description:
            "Filters combine with AND. An unknown category, country or material matches nothing (an empty page, not an error). " +
            "search is accent- and case-insensitive, every word must match, small typos are tolerated. " +
            "period and quality match any part of the value, case-insensitively.",
          parameters: [
            textParam("search", "Words to find in the name, description, country, catalogue reference or denomination."),
            textParam("category", "Category name or handle (e.g. ancient-coins, medals)."),
            textParam("country", "Country as listed by /api/filters."),
            textParam("material", "Material as listed by /api/filters."),
            textParam("period", "Part of the period or year, e.g. Roman or 1920."),
            textParam("quality", "Part of the grade, e.g. VF or MS-6."),
            {
              name: "sort",
              in: "query",
              required: false,
              description: "relevance (default with search), newest (default without), price_asc, price_desc.",
              schema: { type: "string", enum: [...PRODUCT_SORTS] },
            },
            { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 } },
            {
              name: "limit",
              in: "query",
              required: false,
              schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
            },
          ],
          responses: {
            200: json(ref("ProductList"), "One page of matching products and the total"),
            400: error("A malformed parameter, named in the message"),
            503: unavailable,
          },
        },
      },
      "/api/products/{handle}": {
        get: {
          summary: "One product with the collector's details and stock",
          parameters: [{ name: "handle", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            200: json(ref("ProductDetail"), "The product"),
            400: error("Not a product handle"),
            404: error("No such product"),
            503: unavailable,
          },
        },
      },
      "/api/config": {
        get: {
          summary: "Public run-time settings of the storefront",
          responses: { 200: json(ref("PublicConfig"), "Support contacts and card payment availability") },
        },
      },
    },
    components: { schemas: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, component(schema)])) },
  }
}
