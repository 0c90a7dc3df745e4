import type { FastifyInstance } from "fastify"
import { medusaProblem } from "./gateway.js"

/**
 * Liveness (`/health/live`): this process runs and serves HTTP; a process manager
 * restarts it when this fails. Readiness (`/health/ready`): the shop can serve
 * shoppers, because Medusa answers and reaches its database; a load balancer sends
 * traffic only while this is 200.
 */
export function healthRoutes(app: FastifyInstance, medusaUrl: string): void {
  app.get("/health/live", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "live" }))

  app.get("/health/ready", async (_request, reply) => {
    reply.header("cache-control", "no-store")
    const problem = await medusaProblem(medusaUrl)
    if (!problem) return reply.send({ status: "ready" })
    return reply.status(503).send({ status: "unavailable", message: problem })
  })
}
