import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { unsubscribeSecret, verifyUnsubscribeToken } from "../../lib/unsubscribe-token"
import { parseInput, Unsubscribe } from "./customers/me/watch-list/validators"

/**
 * The id that a one-click unsubscribe link's signed token names for `purpose`. A forged,
 * altered or expired token is a 400 saying what to do `instead`, and changes nothing.
 */
export function unsubscribedId(req: MedusaRequest, purpose: string, instead: string): string {
  const { token } = parseInput(Unsubscribe, req.body)
  const check = verifyUnsubscribeToken(purpose, token, unsubscribeSecret(req.scope))
  if (!check.ok) {
    const problem = check.reason === "expired" ? "has expired" : "is not valid"
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `This unsubscribe link ${problem}. ${instead}`)
  }
  return check.id
}
