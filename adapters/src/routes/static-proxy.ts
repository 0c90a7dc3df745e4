import type { FastifyInstance } from "fastify"
import { MedusaError } from "../medusa/client.js"
import { PLACEHOLDER_IMAGE } from "../mapping/image-url.js"

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="No photograph yet">
<rect width="200" height="200" fill="#f4f1ea"/><circle cx="100" cy="100" r="70" fill="#e2d9c3" stroke="#b9a77a" stroke-width="4"/>
<text x="100" y="108" font-family="Georgia, serif" font-size="20" text-anchor="middle" fill="#7a6a45">No image</text></svg>`

const PASSED_HEADERS = ["content-type", "content-length", "cache-control", "etag", "last-modified"]

/**
 * Product images live in Medusa's file module; the browser asks the shop's own
 * origin for /static/* and the shop server fetches them from Medusa.
 */
export function staticProxyRoutes(app: FastifyInstance, medusaUrl: string): void {
  app.get(PLACEHOLDER_IMAGE, async (_request, reply) =>
    reply.header("content-type", "image/svg+xml").header("cache-control", "public, max-age=86400").send(PLACEHOLDER_SVG)
  )

  app.get("/static/*", async (request, reply) => {
    const path = request.url.slice("/static/".length).split("?")[0] ?? ""
    if (!path || path.includes("..")) return reply.status(404).send({ message: "No such file" })
    let upstream: Response
    try {
      upstream = await fetch(`${medusaUrl}/static/${path}`, { signal: AbortSignal.timeout(10_000) })
    } catch (error) {
      throw new MedusaError(`/static/${path}`, undefined, {}, { cause: error })
    }
    if (!upstream.ok) {
      return reply
        .status(upstream.status === 404 ? 404 : 502)
        .send({ message: upstream.status === 404 ? "No such file" : "The image could not be loaded" })
    }
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name)
      if (value) reply.header(name, value)
    }
    if (!upstream.headers.get("cache-control")) reply.header("cache-control", "public, max-age=3600")
    return reply.send(Buffer.from(await upstream.arrayBuffer()))
  })
}
