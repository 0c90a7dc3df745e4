import type { FastifyInstance } from "fastify"

// Readiness answers within 2 s even when Medusa hangs; Medusa's own check of its
// database gives up after 1.5 s.
const READY_TIMEOUT_MS = 1800

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

async function medusaProblem(medusaUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${medusaUrl}/health/ready`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) })
    if (response.ok) return undefined
    const body = (await response.json().catch(() => ({}))) as { message?: unknown }
    return typeof body.message === "string" ? `Medusa is not ready. ${body.message}` : `Medusa answered ${response.status}.`
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
    return timedOut ? `Medusa did not answer within ${READY_TIMEOUT_MS} ms.` : "Medusa cannot be reached."
  }
}
