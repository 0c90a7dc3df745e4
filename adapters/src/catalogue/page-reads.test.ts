import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildServer } from "../server.js"
import { offlineConfig } from "../test-support/offline-config.js"
import { neroSestertius } from "../test-support/nero-sestertius.js"
import type { Language } from "../contract/language.js"
import type { CatalogueGateway } from "./gateway.js"

// The piece as Medusa answers it, with a country and a material for the filters to match.
const piece = (language: Language) => ({ ...neroSestertius(language), country: "Roman Empire", material: "Silver" })

/** Medusa's catalogue as the gateway reads it: one piece, in three languages. */
const gateway: CatalogueGateway = {
  listProducts: async (query) => ({ etag: undefined, body: { products: [piece(query.lang ?? "en")], count: 1 } }),
  productByHandle: async (handle, language = "en") => (handle === "nero-sestertius" ? piece(language) : undefined),
  listHighlights: async (_flag, _limit, language = "en") => [piece(language)],
  facets: async (language = "en") => ({
    categories: [{ id: "pcat_anc", count: 1 }],
    countries: [{ value: "Roman Empire", label: language === "de" ? "Römisches Reich" : "Roman Empire", count: 1 }],
    materials: [{ value: "Silver", label: language === "fr" ? "Argent" : "Silver", count: 1 }],
  }),
  listCategories: async () => [{ id: "pcat_anc", name: "Ancient Coins", handle: "ancient-coins" }],
  previousVisitAt: async () => null,
}

// A renderer in the storefront build's place: it draws, as the page, what its one read answered.
const RENDERER = `export function createPageRenderer(fetchApi) {
  return async (pathAndQuery) => {
    const read = new URL(pathAndQuery, "http://shop.invalid").searchParams.get("read")
    const answer = await fetchApi(read, { method: "GET" })
    const drawn = { status: answer.status, body: answer.status === 200 ? await answer.json() : null }
    return { html: Buffer.from(Buffer.from(JSON.stringify(drawn)).toString("base64")), data: "{}" }
  }
}
`

let dir: string
let app: FastifyInstance
const logged: { url?: string }[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "page-reads-"))
  mkdirSync(join(dir, "ssr"))
  writeFileSync(join(dir, "ssr", "entry-server.mjs"), RENDERER)
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>'
  )
  app = await buildServer(
    { ...offlineConfig, storefrontDir: dir },
    { catalogueGateway: gateway, logger: { stream: { write: (line) => void logged.push(JSON.parse(line)) } } }
  )
})
afterAll(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

/** What the page renderer was answered for `read`, drawn into the listing's page. */
async function readWhileDrawing(read: string): Promise<{ status: number; body: unknown }> {
  const page = await app.inject({ url: `/products?read=${encodeURIComponent(read)}` })
  const drawn = /<div id="root">([^<]*)<\/div>/.exec(page.body)?.[1]
  if (!drawn) throw new Error(`The page was not drawn: ${page.statusCode} ${page.body.slice(0, 300)}`)
  return JSON.parse(Buffer.from(drawn, "base64").toString())
}

describe("the catalogue's reads of a drawn page", () => {
  const reads = [
    "/api/categories",
    "/api/categories?lang=de",
    "/api/categories?lang=es",
    "/api/filters?lang=fr",
    "/api/filters?lang=de&lang=fr",
    "/api/new-products",
    "/api/featured-products?lang=de",
    "/api/products?sort=newest",
    "/api/products?search=nero&lang=de&page=1",
    "/api/products?country=Roman%20Empire&material=Silver&priceMin=10&priceMax=500",
    "/api/products?page=0",
    "/api/products?sort=cheapest",
    "/api/products?country=Lydia&country=Roman%20Empire",
    "/api/products?new=1",
    "/api/products/nero-sestertius?lang=fr",
    "/api/products/no-such-piece",
    "/api/products/not%20a%20handle",
    // What a hostile address gets: the input guard's 400, as on the route.
    "/api/products?search=%00",
    "/api/products/%E0%A4%A",
    "/api/filters?lang=%ZZ",
  ]

  it.each(reads)("are answered %s as the route answers it", async (read) => {
    const route = await app.inject({ url: read, headers: { accept: "application/json" } })
    const drawn = await readWhileDrawing(read)
    expect(drawn.status).toBe(route.statusCode)
    expect(drawn.body).toEqual(route.statusCode === 200 ? route.json() : null)
  })

  it("go through none of the server's routes: drawing a listing logs its own request alone", async () => {
    logged.length = 0
    for (const read of ["/api/categories", "/api/filters", "/api/products?sort=newest", "/api/products/nero-sestertius"]) {
      expect((await readWhileDrawing(read)).status).toBe(200)
    }
    expect(logged.map((line) => line.url).filter((url) => url?.startsWith("/api/"))).toEqual([])
    expect(logged.filter((line) => line.url?.startsWith("/products?read="))).toHaveLength(4)
  })

  it("leave any other read to the server's routes", async () => {
    logged.length = 0
    const answer = await readWhileDrawing("/api/config")
    expect(answer.status).toBe((await app.inject({ url: "/api/config" })).statusCode)
    expect(logged.some((line) => line.url === "/api/config")).toBe(true)
  })
})
