import { validate } from "@readme/openapi-parser"
import type { RouteOptions } from "fastify"
import type { OpenAPIV3 } from "openapi-types"
import { afterAll, describe, expect, it } from "vitest"
import { buildServer } from "../server.js"
import { offlineConfig as config } from "../test-support/offline-config.js"

// Every route the server registers, as Fastify's onRoute hook sees it.
const routes: RouteOptions[] = []
const app = await buildServer(config, { logger: false, onRoute: (route) => routes.push(route) })
afterAll(() => app.close())

const response = await app.inject({ method: "GET", url: "/api/openapi.json" })
const document = response.json<OpenAPIV3.Document>()

/** "/api/orders/:id/status" as OpenAPI writes it: "/api/orders/{id}/status". */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3 document", async () => {
    expect(response.statusCode).toBe(200)
    expect(document.openapi).toMatch(/^3\./)
    const result = await validate(structuredClone(document) as never)
    expect(result.valid ? [] : result.errors).toEqual([])
  })

  it("describes every /api route and method the server answers, and nothing else", () => {
    const served = routes
      .filter((route) => route.url.startsWith("/api/"))
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${openApiPath(route.url)}`))
      // Fastify answers HEAD for every GET itself; the document describes the GET.
      .filter((operation) => !operation.startsWith("HEAD "))
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((key) => ["get", "put", "post", "delete", "patch", "options"].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`)
    )
    expect(served.length).toBeGreaterThan(20)
    expect(described.sort()).toEqual([...new Set(served)].sort())
  })

  it("takes the schemas from the contract: what a route reads and answers", () => {
    const signIn = document.paths["/api/auth/sign-in"]?.post
    expect(signIn?.requestBody).toBeDefined()
    const status = document.paths["/api/orders/{id}/status"]?.put
    expect(status?.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })])
    const detail = document.paths["/api/orders/{id}"]?.get
    expect(detail?.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })])
    expect(Object.keys(detail?.responses ?? {}).sort()).toEqual(["200", "400", "401", "403", "404"])
    const products = document.paths["/api/products"]?.get
    expect((products?.parameters as OpenAPIV3.ParameterObject[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(["search", "category", "country", "material", "period", "quality", "sort", "page", "limit"])
    )
    const schemas = document.components?.schemas ?? {}
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(["Product", "ProductList", "Category", "User", "Order", "OrderDetail", "ErrorBody"])
    )
    const order = schemas.Order as OpenAPIV3.SchemaObject
    expect((order.properties?.status as OpenAPIV3.SchemaObject).enum).toEqual([
      "pending",
      "processing",
      "paid",
      "shipped",
      "delivered",
      "canceled",
    ])
  })
})
