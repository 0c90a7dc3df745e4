import { z } from "zod"

const Claims = z.object({ actor_id: z.string(), actor_type: z.string(), exp: z.number() })
export type TokenClaims = z.infer<typeof Claims>

/**
 * Reads the claims of a token Medusa has just issued to this server. Not a
 * verification: Medusa verifies its tokens on every call the shop makes with them.
 */
export function readClaims(token: string): TokenClaims | undefined {
  const payload = token.split(".")[1]
  if (!payload) return undefined
  try {
    const parsed = Claims.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
