import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiKeyType, ContainerRegistrationKeys, MedusaError, PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"

// The catalogue's read routes sit outside /store, where Medusa looks the publishable key up anew
// for every request through its query graph: at 100,000 pieces that lookup cost more than the
// page's own statements (docs/decisions/239). Here a key's sales channels are remembered for a
// few seconds; a revoked key reads the public catalogue for at most that long.
const KEY_TTL_MS = 5_000
const MAX_KEYS = 200

type Scope = { salesChannelIds: string[] | null; at: number }
const remembered = new Map<string, Scope>()

async function lookUp(req: MedusaRequest, token: string): Promise<string[] | null> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "api_key",
    fields: ["id", "revoked_at", "sales_channels_link.sales_channel_id"],
    filters: { token, type: ApiKeyType.PUBLISHABLE },
  })
  const key = data[0] as { revoked_at: string | Date | null; sales_channels_link: { sales_channel_id: string }[] } | undefined
  if (!key || (key.revoked_at && new Date(key.revoked_at) <= new Date())) return null
  return key.sales_channels_link.map((link) => link.sales_channel_id)
}

/** Sets `publishable_key_context` as Medusa's own check does on /store, refusing with its words. */
export async function scopeByPublishableKey(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const token = req.get(PUBLISHABLE_KEY_HEADER)
  if (!token) {
    return next(
      new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Publishable API key required in the request header: ${PUBLISHABLE_KEY_HEADER}. You can manage your keys in settings in the dashboard.`
      )
    )
  }
  try {
    let scope = remembered.get(token)
    if (!scope || Date.now() - scope.at >= KEY_TTL_MS) {
      const at = Date.now()
      scope = { salesChannelIds: await lookUp(req, token), at }
      if (remembered.size >= MAX_KEYS) remembered.clear()
      remembered.set(token, scope)
    }
    if (!scope.salesChannelIds) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "A valid publishable key is required to proceed with the request")
    }
    const context = { key: token, sales_channel_ids: scope.salesChannelIds }
    Object.assign(req, { publishable_key_context: context })
    next()
  } catch (error) {
    next(error)
  }
}
