import type { FastifyInstance, FastifyReply } from "fastify"
import { MedusaError } from "../medusa/client.js"
import { PLACEHOLDER_IMAGE } from "../mapping/image-url.js"
import { requestedWidth, toWebp, VariantCache, WIDTH_MESSAGE } from "./image-variant.js"
import { staticImagePath } from "./static-path.js"

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="No photograph yet">
<rect width="200" height="200" fill="#f4f1ea"/><circle cx="100" cy="100" r="70" fill="#e2d9c3" stroke="#b9a77a" stroke-width="4"/>
<text x="100" y="108" font-family="Georgia, serif" font-size="20" text-anchor="middle" fill="#7a6a45">No image</text></svg>`

const PASSED_HEADERS = ["content-length", "cache-control", "etag", "last-modified"]
// An image opened on its own (an SVG is a document) may run nothing and load nothing.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

/**
 * Product images live in Medusa's file module; the browser asks the shop's own
 * origin for /static/* and the shop server fetches them from Medusa. With `?w=480` the
 * picture comes as WebP of that width (decision 150), made once and kept a while.
 */
export function staticProxyRoutes(app: FastifyInstance, medusaUrl: string): void {
  const variants = new VariantCache()

  app.get(PLACEHOLDER_IMAGE, async (_request, reply) =>
    reply.header("content-type", "image/svg+xml").header("cache-control", "public, max-age=86400").send(PLACEHOLDER_SVG)
  )

  app.get("/static/*", async (request, reply) => {
    const image = staticImagePath(request.url.slice("/static/".length).split("?")[0] ?? "")
    if (!image) return reply.status(404).send({ message: "No such image" })
    const width = requestedWidth(request.query)
    if (width === "invalid") return reply.status(400).send({ message: WIDTH_MESSAGE })
    const key = `${image.path}?w=${width}`
    const made = width === undefined ? undefined : await variants.get(key)?.catch(() => undefined)
    if (made) return sendVariant(reply, made)
    let upstream: Response
    try {
      upstream = await fetch(`${medusaUrl}/static/${image.path}`, { signal: AbortSignal.timeout(10_000), redirect: "error" })
    } catch (error) {
      throw new MedusaError(`/static/${image.path}`, undefined, {}, { cause: error })
    }
    if (!upstream.ok) {
      return reply
        .status(upstream.status === 404 ? 404 : 502)
        .send({ message: upstream.status === 404 ? "No such image" : "The image could not be loaded" })
    }
    const body = Buffer.from(await upstream.arrayBuffer())
    if (width !== undefined) {
      const variant = toWebp(body, width)
      variants.set(key, variant)
      try {
        return sendVariant(reply, await variant)
      } catch (error) {
        // A file the rasteriser cannot read still reaches the browser as it is.
        request.log.warn({ err: error, image: image.path }, "image variant could not be made")
      }
    }
    reply.header("content-type", image.type).header("content-security-policy", IMAGE_CSP)
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name)
      if (value) reply.header(name, value)
    }
    if (!upstream.headers.get("cache-control")) reply.header("cache-control", "public, max-age=3600")
    return reply.send(body)
  })
}

function sendVariant(reply: FastifyReply, image: Buffer) {
  return reply
    .header("content-type", "image/webp")
    .header("content-security-policy", IMAGE_CSP)
    .header("cache-control", "public, max-age=86400")
    .send(image)
}
