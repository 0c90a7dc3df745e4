import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import type { Config } from "../config.js"
import { PublicConfig } from "../contract/catalogue.js"
import { answer } from "../http/openapi.js"

export function publicConfigRoutes(app: FastifyInstance, config: Config): void {
  const body: PublicConfig = {
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    card: { enabled: !!config.stripePublishableKey, publishableKey: config.stripePublishableKey ?? null },
  }
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/config",
    {
      schema: {
        summary: "Public run-time settings of the storefront",
        response: { 200: answer(PublicConfig, "Support contacts and card payment availability") },
      },
    },
    () => body
  )
}
