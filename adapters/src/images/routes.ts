import type { FastifyInstance, FastifyReply } from "fastify"
import { MedusaCallError } from "../medusa/errors.js"
import { fetchImage, UpstreamRefusal } from "./gateway.js"
import { PLACEHOLDER_IMAGE } from "../mapping/image-url.js"
import { requestedWidth, toWebp, UncachedBudget, VariantCache, VariantDisk, WIDTH_MESSAGE } from "./image-variant.js"
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
export type VariantOptions = {
  /** Where variants are written once and read back from. */
  dir: string
  /** Variants one client address may have made per minute; beyond, it gets the original picture. */
  uncachedPerMinute: number
}

export function staticProxyRoutes(app: FastifyInstance, medusaUrl: string, options: VariantOptions): void {
  const variants = new VariantCache()
  const disk = new VariantDisk(options.dir)
  const budget = new UncachedBudget(options.uncachedPerMinute)

  app.get(PLACEHOLDER_IMAGE, async (_request, reply) =>
    reply.header("content-type", "image/svg+xml").header("cache-control", "public, max-age=86400").send(PLACEHOLDER_SVG)
  )

  app.get("/static/*", async (request, reply) => {
    const image = staticImagePath(request.url.slice("/static/".length).split("?")[0] ?? "")
    if (!image) return reply.status(404).send({ message: "No such image" })
    const width = requestedWidth(request.query)
    if (width === "invalid") return reply.status(400).send({ message: WIDTH_MESSAGE })
    try {
      if (width === undefined) return sendOriginal(reply, image.type, await fetchImage(medusaUrl, image.path))
      const key = `${image.path}?w=${width}`
      const recent = variants.peek(key)
      if (recent) return sendVariant(reply, await recent)
      // A variant read back from disk is kept in memory too: the next requests for it read no file.
      const kept = await disk.read(key)
      if (kept) return sendVariant(reply, await variants.getOrMake(key, () => Promise.resolve(kept)))
      // One address cycling through uncached widths would keep the server rasterising: past its
      // budget it gets the original picture, which costs nothing to send, until the minute is over.
      if (!budget.take(request.ip)) return reply.header("cache-control", "no-store").redirect(`/static/${image.path}`)
      const variant = variants.getOrMake(key, async () => {
        const webp = await toWebp(Buffer.from(await (await fetchImage(medusaUrl, image.path)).arrayBuffer()), width)
        await disk.write(key, webp).catch((error: unknown) => request.log.warn({ err: error }, "image variant not kept on disk"))
        return webp
      })
      return sendVariant(reply, await variant)
    } catch (error) {
      if (error instanceof UpstreamRefusal) return reply.status(error.status).send({ message: error.message })
      if (error instanceof MedusaCallError) throw error
      // A file the rasteriser cannot read: the browser gets it as it is.
      request.log.warn({ err: error, image: image.path }, "image variant could not be made")
      return reply.redirect(`/static/${image.path}`)
    }
  })
}

async function sendOriginal(reply: FastifyReply, type: string, upstream: Response) {
  reply.header("content-type", type).header("content-security-policy", IMAGE_CSP)
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) reply.header(name, value)
  }
  if (!upstream.headers.get("cache-control")) reply.header("cache-control", "public, max-age=3600")
  return reply.send(Buffer.from(await upstream.arrayBuffer()))
}

function sendVariant(reply: FastifyReply, image: Buffer) {
  return reply
    .header("content-type", "image/webp")
    .header("content-security-policy", IMAGE_CSP)
    .header("cache-control", "public, max-age=86400")
    .send(image)
}
