import assert from "node:assert/strict"
import type { AddressInfo } from "node:net"
import { test } from "node:test"
import express from "express"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readsAhead } from "./reads-ahead"
import { moveToTheFront } from "./to-the-front"

type Handler = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/** As Medusa registers a project's middleware: wrapped, under the middleware's own name. */
function asMedusaRegistersIt(fn: Handler): Handler {
  const wrapped: Handler = async (req, res, next) => {
    try {
      return await fn(req, res, next)
    } catch (error) {
      next(error)
    }
  }
  Object.defineProperty(wrapped, "name", { value: fn.name })
  return wrapped
}

/**
 * An app laid out as Medusa's: its front layers (here one, counting the requests that pass it and
 * making their scope), then the catalogue's middlewares under `/catalogue/*`, then routes.
 */
async function medusaLikeApp() {
  const seen = { front: 0, keyChecks: 0, scopes: [] as string[] }
  const app = express()
  app.use((req, _res, next) => {
    seen.front++
    Object.assign(req, { scope: "Medusa's scope" })
    next()
  })
  const answerCatalogueReads = readsAhead({
    reads: {
      "/catalogue/products": async (req, res) => {
        seen.scopes.push(req.scope as unknown as string)
        res.json({ products: [] })
      },
    },
    checkKey: (req, _res, next) => {
      seen.keyChecks++
      next(req.get("x-publishable-api-key") ? undefined : new Error("no key"))
    },
    newScope: () => "a scope of its own" as unknown as MedusaRequest["scope"],
  })
  const checkKey: Handler = function scopeByPublishableKey(req, _res, next) {
    seen.keyChecks++
    next()
  }
  app.use("/catalogue/*", asMedusaRegistersIt(answerCatalogueReads) as never, asMedusaRegistersIt(checkKey) as never)
  app.get("/catalogue/products/", (_req, res) => void res.json({ by: "Medusa's route" }))
  app.use(
    ((error: Error, _req, res, _next) => void res.status(400).json({ message: error.message })) as express.ErrorRequestHandler
  )
  const server = app.listen(0)
  await new Promise((resolve) => server.once("listening", resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, key = "pk_test") =>
    (await fetch(`${base}${path}`, { headers: key ? { "x-publishable-api-key": key } : {} })).json()
  const names = () => (app as unknown as { _router: { stack: { name: string }[] } })._router.stack.map((layer) => layer.name)
  return { seen, get, names, close: () => new Promise((resolve) => server.close(resolve)) }
}

test("from the first read on, the catalogue's reads are answered ahead of Medusa's front layers", async (t) => {
  const app = await medusaLikeApp()
  t.after(app.close)
  assert.deepEqual(await app.get("/catalogue/products?limit=24"), { products: [] })
  assert.deepEqual(app.names().slice(0, 3), ["query", "expressInit", "answerCatalogueReads"])
  assert.deepEqual(await app.get("/catalogue/products?limit=48"), { products: [] })
  assert.deepEqual(await app.get("/catalogue/products"), { products: [] })
  // The first read passed Medusa's front layer; the next two did not, and made their own scope.
  assert.equal(app.seen.front, 1)
  assert.deepEqual(app.seen.scopes, ["Medusa's scope", "a scope of its own", "a scope of its own"])
  assert.equal(app.seen.keyChecks, 3)
})

test("at the front, anything but a read goes the whole way, past the key's check, to Medusa's routes", async (t) => {
  const app = await medusaLikeApp()
  t.after(app.close)
  await app.get("/catalogue/products")
  assert.deepEqual(await app.get("/catalogue/products/"), { by: "Medusa's route" })
  assert.equal(app.seen.front, 2)
  assert.equal(app.seen.keyChecks, 2)
})

test("at the front, a read without a key is refused by the error handler, as it was behind", async (t) => {
  const app = await medusaLikeApp()
  t.after(app.close)
  assert.deepEqual(await app.get("/catalogue/products", ""), { message: "no key" })
  assert.deepEqual(await app.get("/catalogue/products", ""), { message: "no key" })
  assert.equal(app.seen.front, 1)
})

test("a request under way while the reads move walks on as it began: each layer once", async (t) => {
  const runs: string[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const app = express()
  app.use((req, _res, next) => void (runs.push(`front ${req.path}`), next()))
  // A layer that waits (a session's store, a body being read) for the slow request alone.
  app.use((req, _res, next) => {
    runs.push(`waiting ${req.path}`)
    if (req.path === "/store/slow") void held.then(() => next())
    else next()
  })
  app.use((req, _res, next) => void (runs.push(`after ${req.path}`), next()))
  const reads = readsAhead({
    reads: { "/catalogue/products": async (_req, res) => void res.json({ products: [] }) },
    checkKey: (_req, _res, next) => next(),
    newScope: () => ({}) as MedusaRequest["scope"],
  })
  app.use("/catalogue/*", asMedusaRegistersIt(reads) as never)
  app.get("/store/slow", (_req, res) => void res.json({ slow: true }))
  const server = app.listen(0)
  t.after(() => new Promise((resolve) => server.close(resolve)))
  await new Promise((resolve) => server.once("listening", resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const slow = fetch(`${base}/store/slow`).then((response) => response.json())
  while (!runs.includes("waiting /store/slow")) await new Promise((resolve) => setTimeout(resolve, 5))
  assert.deepEqual(await (await fetch(`${base}/catalogue/products`)).json(), { products: [] })
  release()
  assert.deepEqual(await slow, { slow: true })
  assert.deepEqual(
    runs.filter((run) => run.endsWith("/store/slow")),
    ["front /store/slow", "waiting /store/slow", "after /store/slow"]
  )
})

test("nothing moves when the layer or Express's own are not where they are expected", () => {
  const stack = (...names: string[]) => ({ _router: { stack: names.map((name) => ({ name })) } })
  assert.equal(moveToTheFront(undefined, "read"), false)
  assert.equal(moveToTheFront({}, "read"), false)
  assert.equal(moveToTheFront(stack("query", "front", "read"), "missing"), false)
  assert.equal(moveToTheFront(stack("query", "front", "read"), "read"), false)
  assert.equal(moveToTheFront(stack("query", "expressInit", "read"), "read"), false)
  const app = stack("query", "expressInit", "front", "log", "read", "route")
  assert.equal(moveToTheFront(app, "read"), true)
  assert.deepEqual(
    app._router.stack.map((layer) => layer.name),
    ["query", "expressInit", "read", "front", "log", "route"]
  )
})
