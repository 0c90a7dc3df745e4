import type { IncomingMessage, ServerResponse } from "node:http"
import type { FastifyInstance } from "fastify"
import helmet, { type HelmetOptions } from "helmet"

export type SecurityHeaderOptions = {
  /** Behind an HTTPS proxy: the shop is HTTPS-only, so browsers are told to stay on it (HSTS). */
  httpsOnly: boolean
  /** Another Stripe API host the browser may call (the offline tests' Stripe fake); Stripe's own otherwise. */
  stripeApiBase?: string
}

/**
 * The one place the shop's Content-Security-Policy is written: the shop's own origin,
 * and Stripe's hosts for Stripe.js, its PaymentElement frames and its API. Add a page's
 * script hashes or nonces here.
 */
function contentSecurityPolicy(options: Pick<SecurityHeaderOptions, "stripeApiBase">): Record<string, string[]> {
  const stripeApi = ["https://api.stripe.com"]
  if (options.stripeApiBase) stripeApi.push(new URL(options.stripeApiBase).origin)
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "https://js.stripe.com"],
    // React's style attributes and Stripe's Elements set inline styles; no script can run from a style.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https://*.stripe.com"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...stripeApi],
    "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  }
}

/**
 * Helmet's headers on every answer (pages, API, images, errors): the CSP above,
 * nosniff, a strict Referrer-Policy, no framing, and HSTS only when the shop is
 * reached over HTTPS through a proxy (TRUST_PROXY), never on plain-http development.
 */
function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Stripe's frames need the page's opener and cross-origin resources as browsers send them by default.
    crossOriginEmbedderPolicy: false,
  }
}

/**
 * The headers helmet sets with these options, worked out once by running its middleware on a
 * response that only records them: they depend on nothing in a request. (Fastify's helmet plugin
 * ran helmet's whole setup, the policy's parsing included, again for every request.)
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> & { "content-security-policy": string } {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  // Helmet throws a bad option's error itself; its callback only says it is done.
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {})
  const policy = headers["content-security-policy"]
  if (!policy) throw new Error("helmet set no Content-Security-Policy")
  return { ...headers, "content-security-policy": policy }
}

/**
 * Those headers (`securityHeaders`) on every answer Fastify sends, set as a request arrives, as
 * helmet set them. Answers written before any hook runs take the same record.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  const entries = Object.entries(headers)
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value)
    done()
  })
}
