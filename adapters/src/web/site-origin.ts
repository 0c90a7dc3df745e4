import type { FastifyRequest } from "fastify"
import type { Config } from "../config.js"

/** The origin a page's canonical link, robots.txt and the sitemap name for a request. */
export type SiteOrigin = (request: FastifyRequest) => string

const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"])

/**
 * PUBLIC_URL when set (production requires it). Otherwise the request's own host only when it
 * is the listen address (or localhost on its port) or one of ALLOWED_HOSTS, else the listen
 * address: a Host header is the client's to choose, and these answers are publicly cached
 * (docs/decisions/218).
 */
export function siteOrigin(config: Pick<Config, "publicUrl" | "host" | "port" | "allowedHosts">): SiteOrigin {
  const { publicUrl } = config
  if (publicUrl) return () => publicUrl
  const host = ANY_ADDRESS.has(config.host) ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host
  const listen = new URL(`http://${host}:${config.port}`)
  const allowed = new Set(
    [listen.host, `localhost:${config.port}`, `127.0.0.1:${config.port}`, ...(config.allowedHosts ?? [])].map((h) =>
      h.toLowerCase()
    )
  )
  return (request) =>
    allowed.has(request.host.toLowerCase()) ? `${request.protocol}://${request.host.toLowerCase()}` : listen.origin
}
