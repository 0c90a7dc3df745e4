import rateLimit from "@fastify/rate-limit"
import Fastify, { LogController } from "fastify"
import type { FastifyInstance, RouteOptions } from "fastify"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { registerAccounts } from "./signed-in.js"
import { registerAccessBeforeBody } from "./session/access.js"
import { CatalogueService } from "./catalogue/catalogue-service.js"
import { CheckoutService } from "./checkout/checkout-service.js"
import { createCheckoutGateway } from "./checkout/gateway.js"
import type { CheckoutGateway } from "./checkout/gateway.js"
import type { Config } from "./config.js"
import { frameworkErrors, registerErrorHandling } from "./http/errors.js"
import { HttpError } from "./http/http-error.js"
import { registerInputGuard } from "./http/input-guard.js"
import { loggerOptions, registerRequestLog, type LogStream } from "./http/logging.js"
import { registerOpenApi } from "./http/openapi.js"
import { registerSameOriginGuard } from "./http/same-origin.js"
import { openSharedLimits } from "./http/shared-limits.js"
import { createMedusaClient } from "./medusa/client.js"
import { clientErrorHandler } from "./http/client-errors.js"
import { registerSecurityHeaders, securityHeaders } from "./http/security-headers.js"
import { createMedusaGateway } from "./catalogue/gateway.js"
import type { CatalogueGateway } from "./catalogue/gateway.js"
import { createAddressesGateway } from "./addresses/gateway.js"
import { addressRoutes } from "./addresses/routes.js"
import { catalogueRoutes } from "./catalogue/routes.js"
import { catalogueReads } from "./catalogue/page-reads.js"
import { checkoutRoutes } from "./checkout/routes.js"
import { healthRoutes } from "./health/routes.js"
import { openApiRoutes } from "./http/openapi-route.js"
import { publicConfigRoutes } from "./web/public-config.js"
import { staticProxyRoutes } from "./images/routes.js"
import { createWantsGateway } from "./wants/gateway.js"
import { wantRoutes } from "./wants/routes.js"
import { createWatchListGateway } from "./watch-list/gateway.js"
import { watchListRoutes } from "./watch-list/routes.js"
import { openSessionStore } from "./session/open-session-store.js"
import type { SessionStore } from "./session/session-store.js"
import { registerCompression } from "./web/compression.js"
import { medusaSitemapSource } from "./web/sitemap.js"
import { siteOrigin } from "./web/site-origin.js"
import { registerStorefront } from "./web/storefront.js"

export type ServerDependencies = {
  /** Replaces the Medusa-backed catalogue reads (tests). */
  catalogueGateway?: CatalogueGateway
  /** Replaces Medusa's cart and checkout calls (tests). */
  checkoutGateway?: CheckoutGateway
  /** Replaces the configured session store (tests). */
  sessionStore?: SessionStore
  /** The shortest sign-in and registration answers (tests shorten them). */
  answerFloorMs?: { signIn: number; register: number; forgotPassword?: number }
  /** false for none; a stream to write the JSON lines to (tests); else standard output at LOG_LEVEL. */
  logger?: boolean | { stream: LogStream }
  /** Sees every route as it is registered (tests). */
  onRoute?: (route: RouteOptions) => void
}

/**
 * The edge's limits (docs/decisions/133): a request must arrive whole within seconds
 * (headers in 5 s, the whole request in 10 s, checked every second), an idle keep-alive
 * connection closes after 5 s, and no body is larger than any /api request needs.
 */
export const EDGE_LIMITS = { headersMs: 5_000, requestMs: 10_000, keepAliveMs: 5_000, bodyBytes: 64 * 1024 }

export async function buildServer(config: Config, deps: ServerDependencies = {}): Promise<FastifyInstance> {
  // Helmet's headers, worked out once: every answer carries them, those written before any hook too.
  const headers = securityHeaders({ httpsOnly: config.trustProxy ?? false, stripeApiBase: process.env.STRIPE_API_BASE })
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : loggerOptions(process.env.LOG_LEVEL ?? "info", typeof deps.logger === "object" ? deps.logger.stream : undefined),
    // One line per request, written by registerRequestLog, in place of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Repeated parameters arrive as arrays and are then rejected by name.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: EDGE_LIMITS.bodyBytes,
    keepAliveTimeout: EDGE_LIMITS.keepAliveMs,
    requestTimeout: EDGE_LIMITS.requestMs,
    // Node checks the request timeout every 30 s by default; every second cuts a slow body off in seconds.
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: EDGE_LIMITS.headersMs,
          requestTimeout: EDGE_LIMITS.requestMs,
          keepAliveTimeout: EDGE_LIMITS.keepAliveMs,
          connectionsCheckingInterval: 1_000,
        },
        handler
      ),
    // Errors raised before routing skip every hook, the headers' included: they get them here.
    frameworkErrors: (error, request, reply) => {
      void frameworkErrors(error, request, reply.headers(headers))
    },
    clientErrorHandler: clientErrorHandler(headers["content-security-policy"]),
  })
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute)
  registerRequestLog(app)
  registerSecurityHeaders(app, headers)
  registerErrorHandling(app)
  // Before any route: every route registered after it is validated by, and described from, its schemas.
  await registerOpenApi(app)
  registerInputGuard(app)
  registerSameOriginGuard(app)
  registerAccessBeforeBody(app, EDGE_LIMITS.bodyBytes)
  await registerCompression(app)
  // The shop server's one way to Medusa: base URL, publishable key, timeouts, retries of reads.
  const medusa = createMedusaClient({
    baseUrl: config.medusaUrl,
    publishableKey: config.medusaPublishableKey,
    timeoutMs: config.medusaTimeoutMs,
  })
  app.addHook("onClose", () => medusa.close())
  const sessionStore = deps.sessionStore ?? (await openSessionStore(config.sessions, app.log))
  const limits = await openSharedLimits(config.sessions?.redisUrl)
  app.addHook("onClose", () => limits.close())
  const accounts = await registerAccounts(app, config, medusa, {
    limits,
    sessionStore,
    sessionIdleMs: config.sessions?.idleMs,
    answerFloorMs: deps.answerFloorMs,
  })

  const gateway = deps.catalogueGateway ?? createMedusaGateway(medusa)
  const catalogue = new CatalogueService(gateway, {
    medusaUrl: config.medusaUrl,
    onBackgroundError: (error) => app.log.warn({ err: error }, "Catalogue refresh failed; serving the last good data"),
  })

  catalogueRoutes(app, catalogue, { cookies: accounts.cookies, gateway })
  const checkout = new CheckoutService(
    deps.checkoutGateway ?? createCheckoutGateway(medusa),
    // The spec's checkout asks for no address: orders ship from, and are taxed as in, Luxembourg
    // until the shopper's address is taken after the order.
    { bank: config.bank, countryCode: "lu" }
  )
  // Each checkout opened, and each completed, holds pieces: a few per client address and minute
  // (adapters/src/checkout/routes.ts names the two routes).
  await app.register(async (limited) => {
    await limited.register(rateLimit, {
      global: false,
      ...limits.limiterStore("checkout"),
      max: config.checkoutRateLimit ?? 10,
      timeWindow: 60_000,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many checkouts from your address. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    })
    checkoutRoutes(limited, checkout, accounts.cookies)
  })
  addressRoutes(app, { ...accounts, gateway: createAddressesGateway(medusa), shipsTo: () => checkout.countries() })
  healthRoutes(app, config.medusaUrl)
  publicConfigRoutes(app, config)
  openApiRoutes(app)
  staticProxyRoutes(app, config.medusaUrl, {
    dir: config.imageVariants?.dir ?? join(tmpdir(), "numismatic-shop-image-variants"),
    uncachedPerMinute: config.imageVariants?.uncachedPerMinute ?? 60,
  })
  await watchListRoutes(app, { cookies: accounts.cookies, gateway: createWatchListGateway(medusa) })
  await wantRoutes(app, { cookies: accounts.cookies, gateway: createWantsGateway(medusa), catalogue })
  await registerStorefront(app, {
    dir: config.storefrontDir,
    catalogue,
    pageReads: catalogueReads(catalogue),
    sitemapSource: medusaSitemapSource(medusa),
    siteOrigin: siteOrigin(config),
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
  })
  return app
}
