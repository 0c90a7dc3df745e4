import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type SetPasswordInput = { provider: string; entity_id: string; password: string }
type Previous = { id: string; provider_metadata: Record<string, unknown> | undefined } | undefined

/**
 * Sets the new password through the provider (Medusa's own hashing), keeping the previous
 * provider data so that a later failing step puts the old password back.
 */
export const setPasswordStep = createStep(
  "shop-set-password",
  async (input: SetPasswordInput, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const [identity] = await auth.listProviderIdentities(
      { entity_id: input.entity_id, provider: input.provider },
      { select: ["id", "provider_metadata", "auth_identity_id"] }
    )
    const result = await auth.updateProvider(input.provider, { entity_id: input.entity_id, password: input.password })
    if (!result.success || !result.authIdentity) {
      throw new MedusaError(MedusaError.Types.UNAUTHORIZED, result.error || "Unauthorized")
    }
    const previous: Previous = identity
      ? { id: identity.id, provider_metadata: identity.provider_metadata ?? undefined }
      : undefined
    return new StepResponse({ auth_identity_id: result.authIdentity.id }, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve(Modules.AUTH).updateProviderIdentities([previous])
  }
)
