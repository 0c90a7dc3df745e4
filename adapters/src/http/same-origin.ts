import type { FastifyInstance, FastifyRequest } from "fastify"
import { HttpError } from "./http-error.js"

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"])

function isApi(url: string): boolean {
  const path = url.split("?")[0] ?? ""
  return path === "/api" || path.startsWith("/api/")
}

/**
 * Whether the browser says the request comes from this shop's own pages.
 * Sec-Fetch-Site is set by the browser and cannot be forged by a page; older
 * browsers send Origin, which must name this host. A request with neither is
 * refused: every browser sends one of them on these methods.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"]
  if (site !== undefined) return site === "same-origin"
  const origin = request.headers.origin
  if (!origin || origin === "null") return false
  try {
    const url = new URL(origin)
    return url.host === request.host && url.protocol === `${request.protocol}:`
  } catch {
    return false
  }
}

/** Whether the request carries a body at all: HTTP clients send DELETE without one. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"]
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase()
  return type === "application/json"
}

/**
 * Every state-changing /api request must come from the shop's own pages and carry
 * JSON (a DELETE may carry nothing): a cross-site form or fetch (CSRF) is refused before
 * any route runs, even with a valid session cookie.
 */
export function registerSameOriginGuard(app: FastifyInstance): void {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify runs an async hook without a done callback
  app.addHook("onRequest", async (request) => {
    // A method or address no route has is answered by the not-found handler (405 with Allow, or
    // 404) before any body rule: it changes nothing.
    if (!STATE_CHANGING.has(request.method) || !isApi(request.url) || request.is404) return
    if (!isSameOrigin(request)) {
      throw new HttpError(403, "This request must come from the shop's own pages; cross-site requests are refused.")
    }
    // A DELETE names what it removes in its address; every HTTP client sends it without a body.
    if (request.method === "DELETE" && !hasBody(request)) {
      // Some clients still name JSON for the body they do not send: there is nothing to parse.
      delete request.headers["content-type"]
      return
    }
    if (!isJson(request)) {
      throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).")
    }
  })
}
