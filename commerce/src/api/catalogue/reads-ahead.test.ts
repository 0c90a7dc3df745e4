import assert from "node:assert/strict"
import { test } from "node:test"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import middlewares from "../middlewares"
import { scopeByPublishableKey } from "./publishable-key"
import { answerCatalogueReads, readsAhead } from "./reads-ahead"

type Outcome = { answeredBy?: string; handle?: unknown; passedOn: boolean; error?: unknown }

/** Runs the middleware on a request for `url` and tells which read answered it, or that it went on. */
async function ask(url: string, method = "GET"): Promise<Outcome> {
  const outcome: Outcome = { passedOn: false }
  const read = (name: string) => async (req: MedusaRequest) => {
    outcome.answeredBy = name
    outcome.handle = req.params.handle
    if (name === "failing") throw new Error("the read failed")
  }
  const middleware = readsAhead({
    reads: {
      "/catalogue/products": read("products"),
      "/catalogue/facets": read("facets"),
      "/catalogue/sitemap": read("failing"),
    },
    byHandle: read("by handle"),
    checkKey: (_req, _res, next) => next(),
    newScope: () => ({}) as MedusaRequest["scope"],
  })
  await new Promise<void>((resolve) => {
    const next = ((error?: unknown) => {
      if (error) outcome.error = error
      else outcome.passedOn = true
      resolve()
    }) as MedusaNextFunction
    const req = { method, originalUrl: url, params: { 0: url.slice("/catalogue/".length) } } as unknown as MedusaRequest
    middleware(req, {} as MedusaResponse, next)
    if (outcome.answeredBy && outcome.answeredBy !== "failing") resolve()
  })
  return outcome
}

test("a catalogue read is answered by its route's handler, its query left to the handler", async () => {
  assert.deepEqual(await ask("/catalogue/products?limit=24&sort=newest"), {
    answeredBy: "products",
    handle: undefined,
    passedOn: false,
  })
  assert.equal((await ask("/catalogue/facets")).answeredBy, "facets")
  assert.equal((await ask("/catalogue/products", "HEAD")).answeredBy, "products")
})

test("a product's handle is decoded as Medusa's routing decodes it", async () => {
  assert.deepEqual(await ask("/catalogue/products/nero-sestertius?lang=de"), {
    answeredBy: "by handle",
    handle: "nero-sestertius",
    passedOn: false,
  })
  assert.equal((await ask("/catalogue/products/caf%C3%A9")).handle, "café")
})

test("anything else goes on to Medusa's routing, which answers it as before", async () => {
  for (const url of [
    "/catalogue/products/",
    "/catalogue/Products",
    "/catalogue/products/a/b",
    "/catalogue/products/%E0%A4%A",
    "/catalogue/unknown",
    "/catalogue/highlights",
  ]) {
    assert.deepEqual(await ask(url), { passedOn: true }, url)
  }
  assert.deepEqual(await ask("/catalogue/products", "POST"), { passedOn: true })
})

test("a read that fails hands its error to Medusa's error handler", async () => {
  const outcome = await ask("/catalogue/sitemap")
  assert.equal(outcome.answeredBy, "failing")
  assert.equal((outcome.error as Error).message, "the read failed")
})

test("a read's key is checked first: a refused key reaches the error handler, and nothing is read", async () => {
  let read = false
  let failure: unknown
  const refused = new Error("A valid publishable key is required to proceed with the request")
  const middleware = readsAhead({
    reads: {
      "/catalogue/products": async () => {
        read = true
      },
    },
    checkKey: (_req, _res, next) => next(refused),
    newScope: () => ({}) as MedusaRequest["scope"],
  })
  const req = { method: "GET", originalUrl: "/catalogue/products", params: {} } as unknown as MedusaRequest
  middleware(req, {} as MedusaResponse, ((error?: unknown) => (failure = error)) as MedusaNextFunction)
  await new Promise((resolve) => setImmediate(resolve))
  assert.equal(failure, refused)
  assert.equal(read, false)
})

test("the catalogue's reads come first under /catalogue, the key's check after them for everything else", () => {
  const catalogue = middlewares.routes?.find((route) => route.matcher === "/catalogue/*")
  assert.deepEqual(catalogue?.middlewares, [answerCatalogueReads, scopeByPublishableKey])
})
