import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { issuedBeforeChange } from "../../workflows/accounts/password-changed"

/** The `iat` claim of a bearer token Medusa's authentication has already verified. */
function issuedAt(authorization: string | undefined): number | undefined {
  const match = /^Bearer\s+[\w-]+\.([\w-]+)\.[\w-]+$/i.exec(authorization ?? "")
  if (!match) return undefined
  try {
    const claims = JSON.parse(Buffer.from(match[1], "base64url").toString("utf8")) as { iat?: unknown }
    return typeof claims.iat === "number" ? claims.iat : undefined
  } catch {
    return undefined
  }
}

/**
 * After a password change (src/workflows/accounts), a token issued before it opens nothing
 * more, nor can it be refreshed: the shop server's sessions carry such tokens, and it ends a
 * session whose token Medusa refuses. Runs after Medusa's own authentication of /store, /admin
 * and the token refresh; requests without a bearer token (the catalogue, the back office's
 * cookie) are not looked at.
 */
export async function refuseStaleTokens(request: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  // Set by Medusa's authentication when the request carried a valid token; absent otherwise.
  const req = request as Partial<AuthenticatedMedusaRequest> & MedusaRequest
  const identityId = req.auth_context?.auth_identity_id
  const iat = identityId ? issuedAt(req.headers.authorization) : undefined
  if (!identityId || iat === undefined) return next()
  try {
    const identity = await req.scope.resolve(Modules.AUTH).retrieveAuthIdentity(identityId, { select: ["id", "app_metadata"] })
    if (issuedBeforeChange(iat, identity.app_metadata)) {
      res
        .status(401)
        .json({ type: "unauthorized", message: "The password was changed since this sign-in. Please sign in again." })
      return
    }
  } catch (error) {
    return next(error)
  }
  return next()
}
