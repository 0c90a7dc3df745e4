import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto"
import { z } from "zod"

/** Whose Medusa token the cookie carries: a staff user or a customer. */
export const Actor = z.enum(["user", "customer"])
export type Actor = z.infer<typeof Actor>

/** What the session cookie holds; no session store exists anywhere. */
export const Session = z.object({
  token: z.string().min(1),
  actor: Actor,
  // Seconds since the epoch; the Medusa token's own expiry.
  expiresAt: z.number().int().positive(),
})
export type Session = z.infer<typeof Session>

const VERSION = "v1"
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Seals a Session with AES-256-GCM under a key derived from COOKIE_SECRET, so the
 * browser can neither read the Medusa token nor forge or alter a session.
 */
export class SessionCodec {
  readonly #key: Buffer

  constructor(
    secret: string,
    private readonly now: () => number = () => Date.now()
  ) {
    if (secret.length < 32) throw new Error("The session secret must be at least 32 characters")
    this.#key = Buffer.from(hkdfSync("sha256", secret, "numismatic-shop", "session-cookie v1", 32))
  }

  seal(session: Session): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv)
    cipher.setAAD(Buffer.from(VERSION))
    const body = Buffer.concat([cipher.update(JSON.stringify(session), "utf8"), cipher.final()])
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`
  }

  /** The session, or undefined when the value is forged, altered, malformed or expired. */
  open(value: string | undefined): Session | undefined {
    if (!value?.startsWith(`${VERSION}.`)) return undefined
    const raw = Buffer.from(value.slice(VERSION.length + 1), "base64url")
    if (raw.length <= IV_BYTES + TAG_BYTES) return undefined
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#key, raw.subarray(0, IV_BYTES))
      decipher.setAAD(Buffer.from(VERSION))
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8")
      const session = Session.safeParse(JSON.parse(text))
      if (!session.success || session.data.expiresAt * 1000 <= this.now()) return undefined
      return session.data
    } catch {
      // A failed authentication tag or bad JSON: not a cookie this server sealed.
      return undefined
    }
  }
}
