import type { FastifyInstance } from "fastify"
import type { Config } from "../config.js"
import type { PublicConfig } from "../contract/catalogue.js"

export function publicConfigRoutes(app: FastifyInstance, config: Config): void {
  const body: PublicConfig = {
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    card: { enabled: !!config.stripePublishableKey, publishableKey: config.stripePublishableKey ?? null },
  }
  app.get("/api/config", (_request, reply) => reply.send(body))
}
