import type { FastifyInstance } from "fastify"
import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import type { PageReads } from "../contract/catalogue-reader.js"

/** A page the storefront's renderer drew: the inside of #root as UTF-8, and the JSON it was drawn from. */
export type DrawnPage = { html: Buffer; data: string }
/** Draws the page at a path and query (`/products?page=2`). */
export type DrawPage = (pathAndQuery: string) => Promise<DrawnPage | undefined>

type RendererModule = {
  createPageRenderer: (fetchApi: (url: string, init: RequestInit) => Promise<Response>) => DrawPage
}

/**
 * The storefront's server renderer (its build's ssr/entry-server.mjs), answering its GET /api
 * calls from this shop server in-process, as an anonymous visitor: the catalogue's by `reads`,
 * any other through the server's own routes. Undefined without one.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  storefrontDir: string,
  reads: PageReads = () => Promise.resolve(undefined)
): Promise<DrawPage | undefined> {
  const file = resolve(storefrontDir, "ssr", "entry-server.mjs")
  if (!existsSync(file)) return undefined
  let renderer: RendererModule
  try {
    renderer = (await import(pathToFileURL(file).href)) as RendererModule
  } catch (error) {
    // The SPA draws every page itself, as it can; the shop stays up.
    app.log.error({ err: error }, `The page renderer ${file} does not load; pages go out undrawn`)
    return undefined
  }
  return renderer.createPageRenderer(async (url, init) => {
    if ((init.method ?? "GET") !== "GET" || !url.startsWith("/api/")) throw new Error(`The page renderer only reads: ${url}`)
    const read = await reads(url)
    if (read) return new Response(JSON.stringify(read.body), { status: read.status, headers: JSON_TYPE })
    const answer = await app.inject({ method: "GET", url, headers: { accept: "application/json" } })
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    })
  })
}

const JSON_TYPE = { "content-type": "application/json; charset=utf-8" }
