import { container } from "@medusajs/framework"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { GET as categories } from "./categories/route"
import { GET as facets } from "./facets/route"
import { GET as highlights } from "./highlights/route"
import { GET as productByHandle } from "./products/[handle]/route"
import { GET as products } from "./products/route"
import { GET as sitemap } from "./sitemap/route"
import { scopeByPublishableKey } from "./publishable-key"
import { moveToTheFront } from "./to-the-front"

type Read = (req: MedusaRequest, res: MedusaResponse) => Promise<void>
type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => void

// Medusa's Express app tests a request against every layer before the one that answers it: some
// 1,300 of them (its routes and middlewares), and the catalogue's routes, loaded after Medusa's
// own, come last. The catalogue's reads are answered by a middleware instead (docs/decisions/256),
// which from the first read on sits at the front of the app (docs/decisions/259); the routes' own
// files still say what each read does.
const READS: Record<string, Read> = {
  "/catalogue/categories": categories as Read,
  "/catalogue/facets": facets as Read,
  "/catalogue/highlights": highlights as Read,
  "/catalogue/products": products as Read,
  "/catalogue/sitemap": sitemap as Read,
}
const BY_HANDLE = /^\/catalogue\/products\/([^/]+)$/

/**
 * The middleware that answers the catalogue's reads with their routes' handlers, after the key's
 * check: the same answers and errors as through Medusa's routing. Any other request, and any address
 * written otherwise (another case, a trailing slash, a handle that does not decode), goes on to
 * Medusa's routing, which answers it as before.
 *
 * The first request it sees moves it to the front of Medusa's app, right after Express's own
 * layers: later reads skip Medusa's access log, cookies, session, body parsers and the rest, which
 * a read of the public catalogue does not use. There it makes the request's scope that Medusa's
 * first layer would have made.
 */
export function readsAhead({
  reads = READS,
  byHandle = productByHandle as Read,
  checkKey = scopeByPublishableKey as Middleware,
  newScope = () => container.createScope() as MedusaRequest["scope"],
}: {
  reads?: Record<string, Read>
  byHandle?: Read
  checkKey?: Middleware
  newScope?: () => MedusaRequest["scope"]
} = {}) {
  let placed = false
  return function answerCatalogueReads(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    if (!placed) {
      placed = true
      moveToTheFront(req.app, answerCatalogueReads.name)
    }
    const read = readOf(req, reads, byHandle)
    if (!read) return next()
    req.scope ??= newScope()
    checkKey(req, res, (error?: unknown) => (error ? next(error) : void read(req, res).catch(next)))
  }
}

/** The read a request asks for, its handle set as Medusa's routing sets it; none for anything else. */
function readOf(req: MedusaRequest, reads: Record<string, Read>, byHandle: Read): Read | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined
  const path = req.originalUrl.split("?", 1)[0]
  const read = reads[path]
  if (read) return read
  const handle = decodedHandle(BY_HANDLE.exec(path)?.[1])
  if (handle === undefined) return undefined
  req.params = { ...req.params, handle }
  return byHandle
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
