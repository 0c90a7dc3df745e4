import { createHmac, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * Signed links that turn one kind of e-mail off without signing in: the record's
 * id, an expiry and an HMAC of both with the purpose, so a token for one purpose
 * (a watched piece's price alerts) never opens another, and an altered one opens nothing.
 */

// Long enough for a collector who reads an old e-mail; a leaked link stops working after it.
export const UNSUBSCRIBE_TOKEN_DAYS = 90

const signature = (purpose: string, secret: string, payload: string) =>
  createHmac("sha256", secret).update(`${purpose}:${payload}`).digest("base64url")

/** The secret the links are signed with: Medusa's cookie secret. */
export function unsubscribeSecret(container: MedusaContainer): string {
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const secret = http.cookieSecret || http.jwtSecret
  if (typeof secret === "string" && secret) return secret
  if (Buffer.isBuffer(secret)) return secret.toString("utf8")
  // Medusa's own default when no secret is configured (never in production, which requires one).
  return "supersecret"
}

export function signUnsubscribeToken(purpose: string, id: string, secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60
  const payload = `${id}.${expires}`
  return `${payload}.${signature(purpose, secret, payload)}`
}

export type TokenCheck = { ok: true; id: string } | { ok: false; reason: "invalid" | "expired" }

/** The id a token names, if it was signed for this purpose with this secret and has not expired. */
export function verifyUnsubscribeToken(purpose: string, token: string, secret: string, now = Date.now()): TokenCheck {
  const match = /^([a-z]{1,20}_[A-Za-z0-9]{1,60})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: "invalid" }
  const [, id, expires, given] = match
  const expected = Buffer.from(signature(purpose, secret, `${id}.${expires}`))
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: "invalid" }
  if (Number(expires) * 1000 < now) return { ok: false, reason: "expired" }
  return { ok: true, id: id }
}

/** The headers that let a mail client offer unsubscribing in one click (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
}
