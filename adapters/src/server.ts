import Fastify from "fastify"
import type { FastifyInstance } from "fastify"
import { registerAccounts } from "./auth/accounts.js"
import type { MedusaCall } from "./auth/medusa-caller.js"
import { CatalogueService } from "./catalogue/catalogue-service.js"
import { CheckoutService } from "./checkout/checkout-service.js"
import { createCheckoutGateway } from "./checkout/medusa-checkout.js"
import type { CheckoutGateway } from "./checkout/medusa-checkout.js"
import type { Config } from "./config.js"
import { registerErrorHandling } from "./http/errors.js"
import { registerSameOriginGuard } from "./http/same-origin.js"
import { createMedusaClient } from "./medusa/client.js"
import { createMedusaGateway } from "./medusa/medusa-gateway.js"
import type { CatalogueGateway } from "./medusa/medusa-gateway.js"
import { catalogueRoutes } from "./routes/catalogue.js"
import { checkoutRoutes } from "./routes/checkout.js"
import { healthRoutes } from "./routes/health.js"
import { openApiRoutes } from "./routes/openapi.js"
import { publicConfigRoutes } from "./routes/public-config.js"
import { staticProxyRoutes } from "./routes/static-proxy.js"
import { registerCompression } from "./web/compression.js"
import { medusaSitemapSource } from "./web/sitemap.js"
import { registerStorefront } from "./web/storefront.js"

export type ServerDependencies = {
  /** Replaces the Medusa-backed catalogue reads (tests). */
  catalogueGateway?: CatalogueGateway
  /** Replaces Medusa's cart and checkout calls (tests). */
  checkoutGateway?: CheckoutGateway
  /** Replaces the HTTP calls of sign-in, sessions and orders to Medusa (tests). */
  medusaCall?: MedusaCall
  logger?: boolean
}

export async function buildServer(config: Config, deps: ServerDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: process.env.LOG_LEVEL ?? "info" },
    // Repeated parameters arrive as arrays and are then rejected by name.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    trustProxy: config.trustProxy ?? false,
  })
  registerErrorHandling(app)
  registerSameOriginGuard(app)
  await registerCompression(app)
  // The shop server's one way to Medusa: base URL, publishable key, timeouts, retries of reads.
  const medusa = createMedusaClient({
    baseUrl: config.medusaUrl,
    publishableKey: config.medusaPublishableKey,
    timeoutMs: config.medusaTimeoutMs,
  })
  await registerAccounts(app, config, medusa, { medusaCall: deps.medusaCall })

  const gateway = deps.catalogueGateway ?? createMedusaGateway(medusa)
  const catalogue = new CatalogueService(gateway, {
    medusaUrl: config.medusaUrl,
    onBackgroundError: (error) => app.log.warn({ err: error }, "Catalogue refresh failed; serving the last good data"),
  })

  catalogueRoutes(app, catalogue)
  const checkout = new CheckoutService(
    deps.checkoutGateway ?? createCheckoutGateway(medusa),
    // The spec's checkout asks for no address: orders ship from, and are taxed as in, Luxembourg
    // until the shopper's address is taken after the order.
    { bank: config.bank, countryCode: "lu" }
  )
  checkoutRoutes(app, checkout)
  healthRoutes(app, config.medusaUrl)
  publicConfigRoutes(app, config)
  openApiRoutes(app)
  staticProxyRoutes(app, config.medusaUrl)
  await registerStorefront(app, {
    dir: config.storefrontDir,
    catalogue,
    sitemapSource: medusaSitemapSource(medusa),
    publicUrl: config.publicUrl,
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
  })
  return app
}
