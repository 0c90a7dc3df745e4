import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { changePasswordWorkflow } from "../../../../../workflows/accounts/workflows/change-password"

/**
 * Medusa's own route for setting a password with a reset token, in place of its core handler:
 * the same checks (Medusa's validateToken middleware still verifies and spends the single-use
 * token), the same answer, and one thing more: the account's earlier sessions end, customer
 * and staff alike, whoever asked for the reset and whatever the sign-in throttle says.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { auth_provider } = req.params as { auth_provider: string }
  const password = (req.body as { password?: unknown } | undefined)?.password
  if (typeof password !== "string" || !password) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "password is required")
  }
  await changePasswordWorkflow(req.scope).run({
    input: { provider: auth_provider, entity_id: req.auth_context.actor_id, password },
  })
  res.status(200).json({ success: true })
}
