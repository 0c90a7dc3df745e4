import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { GET as categories } from "./categories/route"
import { GET as facets } from "./facets/route"
import { GET as highlights } from "./highlights/route"
import { GET as productByHandle } from "./products/[handle]/route"
import { GET as products } from "./products/route"
import { GET as sitemap } from "./sitemap/route"

type Read = (req: MedusaRequest, res: MedusaResponse) => Promise<void>

// Medusa's Express app tests a request against every layer before the one that answers it: some
// 1,300 of them (its routes and middlewares), and the catalogue's routes, loaded after Medusa's
// own, come last. The catalogue's wildcard middlewares are sorted ahead of them all, so its reads
// are answered from there (docs/decisions/256); the routes' own files still say what each does.
const READS: Record<string, Read> = {
  "/catalogue/categories": categories as Read,
  "/catalogue/facets": facets as Read,
  "/catalogue/highlights": highlights as Read,
  "/catalogue/products": products as Read,
  "/catalogue/sitemap": sitemap as Read,
}
const BY_HANDLE = /^\/catalogue\/products\/([^/]+)$/

/**
 * The middleware that answers the catalogue's reads, after the key's check, with their routes'
 * handlers: the same answers and errors as through Medusa's routing. Any other request, and any
 * address written otherwise (another case, a trailing slash, a handle that does not decode), goes on
 * to Medusa's routing, which answers it as before.
 */
export function readsAhead(reads: Record<string, Read> = READS, byHandle: Read = productByHandle as Read) {
  return function answerCatalogueReads(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next()
    const path = req.originalUrl.split("?", 1)[0]
    let read = reads[path]
    if (!read) {
      const handle = decodedHandle(BY_HANDLE.exec(path)?.[1])
      if (handle === undefined) return next()
      req.params = { ...req.params, handle }
      read = byHandle
    }
    read(req, res).catch(next)
  }
}

function decodedHandle(encoded: string | undefined): string | undefined {
  if (encoded === undefined) return undefined
  try {
    return decodeURIComponent(encoded)
  } catch {
    return undefined
  }
}

export const answerCatalogueReads = readsAhead()
