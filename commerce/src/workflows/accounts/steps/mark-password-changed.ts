import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PASSWORD_CHANGED_AT } from "../password-changed"

/**
 * Notes on the auth identity when its password changed. One identity signs in a staff member
 * and a customer of the same address alike, so the note ends the sessions of both
 * (src/api/auth/refuse-stale-tokens.ts refuses every token issued before it).
 */
export const markPasswordChangedStep = createStep(
  "shop-mark-password-changed",
  async (input: { auth_identity_id: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const identity = await auth.retrieveAuthIdentity(input.auth_identity_id, { select: ["id", "app_metadata"] })
    const before = identity.app_metadata ?? {}
    await auth.updateAuthIdentities({ id: identity.id, app_metadata: { ...before, [PASSWORD_CHANGED_AT]: Date.now() } })
    return new StepResponse(undefined, { id: identity.id, app_metadata: before })
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve(Modules.AUTH).updateAuthIdentities(previous)
  }
)
