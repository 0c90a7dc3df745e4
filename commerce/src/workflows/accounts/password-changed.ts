/** Where an auth identity keeps the time (ms since the epoch) its password last changed. */
export const PASSWORD_CHANGED_AT = "password_changed_at"

/**
 * Whether a session token issued at `issuedAtS` (the JWT's `iat`, in seconds) predates the
 * identity's last password change. A token issued in the same second as the change stays
 * valid: the owner signing in right after a reset must not be refused.
 */
export function issuedBeforeChange(issuedAtS: number | undefined, appMetadata: Record<string, unknown> | null | undefined) {
  const changedAt = appMetadata?.[PASSWORD_CHANGED_AT]
  if (typeof changedAt !== "number" || typeof issuedAtS !== "number") return false
  return issuedAtS < Math.floor(changedAt / 1000)
}
