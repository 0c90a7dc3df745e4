import { z } from "zod"
import { Category, FilterOptions, PublicConfig } from "./catalogue.js"
import {
  Country,
  CustomerInfo,
  PaymentRequest,
  PaymentSession,
  PlacedOrder,
  ShippingRequest,
  StalePrices,
  Unavailable,
} from "./checkout.js"
import { ErrorBody } from "./error.js"
import { accountPaths, accountSchemas } from "./openapi-accounts.js"
import { watchListPaths, watchListSchemas } from "./openapi-watch-list.js"
import { Product, ProductDetail, ProductList } from "./product.js"
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_TEXT_LENGTH, PRODUCT_SORTS } from "./product-query.js"

type JsonObject = Record<string, unknown>

const schemas = {
  Product,
  ProductDetail,
  ProductList,
  Category,
  FilterOptions,
  PublicConfig,
  ErrorBody,
  PaymentRequest,
  PaymentSession,
  CustomerInfo,
  ShippingRequest,
  Country,
  PlacedOrder,
  StalePrices,
  Unavailable,
}

// Request bodies are described as the client writes them, answers as the server writes them.
const inputs = new Set<z.ZodType>([PaymentRequest, CustomerInfo])

function component(schema: z.ZodType): JsonObject {
  const io = inputs.has(schema) ? "input" : "output"
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: "openapi-3.0",
    unrepresentable: "any",
  }) as JsonObject
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
      description: "The shop server's /api. Every non-2xx answer is { message }. Prices are euros as two-decimal strings.",
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
              name: "new",
              in: "query",
              required: false,
              description:
                "1: only pieces listed since the signed-in collector's previous visit (their sign-in before this one). " +
                "A guest gets a 401.",
              schema: { type: "string", enum: ["1"] },
            },
            {
              name: "sort",
              in: "query",
              required: false,
              description: "relevance (default with search), newest (default without), price_asc, price_desc.",
              schema: { type: "string", enum: [...PRODUCT_SORTS] },
            },
            {
              name: "page",
              in: "query",
              required: false,
              schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 },
            },
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
            401: error("new=1 without a collector's session"),
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
      "/api/create-payment-intent": {
        post: {
          summary: "Check the basket against the shop's prices and stock, then open a payment session",
          description:
            "Prices and amount are only compared with Medusa's; the order is always priced by the server. " +
            "Opens a Medusa cart with insured shipping and a card (Stripe) or bank-transfer session.",
          requestBody: { required: true, content: { "application/json": { schema: ref("PaymentRequest") } } },
          responses: {
            200: json(ref("PaymentSession"), "The session, with the server's total including shipping"),
            400: error("A malformed body or an unknown product, the field named in the message"),
            409: json(
              { oneOf: [ref("StalePrices"), ref("Unavailable")] },
              "Prices changed (current ones enclosed) or an item is sold out"
            ),
            503: unavailable,
          },
        },
      },
      "/api/checkout/{id}/customer": {
        post: {
          summary: "Set the shopper's name and e-mail on the checkout before paying",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          requestBody: { required: true, content: { "application/json": { schema: ref("CustomerInfo") } } },
          responses: {
            204: { description: "Saved" },
            400: error("A missing or malformed field"),
            404: error("No such checkout"),
            409: error("The order has already been placed"),
          },
        },
      },
      "/api/checkout/countries": {
        get: {
          summary: "The countries the shop ships to",
          responses: { 200: json({ type: "array", items: ref("Country") }, "Code (ISO 3166, lower case) and English name") },
        },
      },
      "/api/checkout/{id}/shipping": {
        post: {
          summary:
            "Set the shipping address and option; answers the session with the options, the shipping price and the new total",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          requestBody: { required: true, content: { "application/json": { schema: ref("ShippingRequest") } } },
          responses: {
            200: json(ref("PaymentSession"), "Priced by Medusa; a card session has a new client secret"),
            400: error("A missing or malformed field, a country the shop does not ship to, or an option not offered"),
            404: error("No such checkout"),
            409: error("The order has already been placed"),
          },
        },
      },
      "/api/checkout/{id}/complete": {
        post: {
          summary: "Place the order (idempotent: a completed checkout answers its order again)",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            200: json(ref("PlacedOrder"), "The order, with the transfer instructions for bank transfer"),
            400: error("No shipping address was given"),
            402: error("The card payment has not been authorised"),
            404: error("No such checkout"),
            409: json(ref("Unavailable"), "An item was sold meanwhile; any card authorisation is voided"),
          },
        },
      },
      "/api/config": {
        get: {
          summary: "Public run-time settings of the storefront",
          responses: { 200: json(ref("PublicConfig"), "Support contacts and card payment availability") },
        },
      },
      ...accountPaths,
      ...watchListPaths,
    },
    components: {
      schemas: Object.fromEntries(
        Object.entries({ ...schemas, ...accountSchemas, ...watchListSchemas }).map(([name, schema]) => [name, component(schema)])
      ),
    },
  }
}
