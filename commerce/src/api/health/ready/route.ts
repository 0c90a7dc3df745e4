import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

// Well inside the shop server's 2 s readiness budget.
const DATABASE_TIMEOUT_MS = 1500

/**
 * Readiness: Medusa answers and reaches its database. Medusa's own `/health` answers
 * "OK" without a database, so a load balancer would keep sending traffic to a Medusa
 * that can only fail.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const database = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS)
  })
  try {
    await Promise.race([database.raw("select 1"), timeout])
    res.status(200).json({ status: "ready" })
  } catch (error) {
    res.status(503).json({
      status: "unavailable",
      message: `The database cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
    })
  } finally {
    clearTimeout(timer)
  }
}
