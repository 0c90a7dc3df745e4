import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type AttemptCounter, type Backoff, openAttemptCounter } from "./attempt-counter"

// The same waits as the shop's own sign-in: per address ten free failures then 1 s doubling to
// 15 minutes, per account five then 1 s doubling to one minute.
const BY_ADDRESS: Backoff = { free: 10, baseMs: 1000, maxMs: 15 * 60_000 }
const BY_ACCOUNT: Backoff = { free: 5, baseMs: 1000, maxMs: 60_000 }
let counter: AttemptCounter | undefined
// Longer than a password hash: a known and an unknown e-mail answer after the same time.
const ANSWER_FLOOR_MS = 600

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

// The shop server signs its visitors in from here and throttles them per client address
// itself; counting its address would let ten strangers' failures shut every visitor out.
// Sign-ins from these addresses count per account only.
const TRUSTED = new Set(
  (process.env.SIGN_IN_TRUSTED_ADDRESSES ?? "127.0.0.1,::1,::ffff:127.0.0.1")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean)
)

/**
 * Medusa's own e-mail/password sign-in (the back office's) gets the shop's throttling:
 * the e-mail is normalised, a failure (401) counts against the address and the account,
 * a success clears both, and every answer waits for the same floor.
 */
export async function throttleSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const startedAt = Date.now()
  const body = (req.body ?? {}) as Record<string, unknown>
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : ""
  if (email) body.email = email
  const address = TRUSTED.has(req.ip ?? "") ? undefined : (req.ip ?? "unknown")
  const counted = [
    ...(address ? [{ key: `address:${address}`, backoff: BY_ADDRESS }] : []),
    ...(email ? [{ key: `account:${email}`, backoff: BY_ACCOUNT }] : []),
  ]
  counter ??= openAttemptCounter()
  let wait: number
  try {
    wait = await counter.claim(counted)
  } catch (error) {
    return next(error)
  }
  if (wait > 0) {
    res.setHeader("retry-after", String(seconds(wait)))
    res
      .status(429)
      .json({ type: "not_allowed", message: `Too many failed sign-ins. Please try again in ${seconds(wait)} seconds.` })
    return
  }
  const send = res.json.bind(res)
  res.json = (payload: unknown) => {
    // The claim counted this attempt as a failure: a failure's wait starts as its answer leaves,
    // a success clears the address and the account.
    const keys = counted.map((c) => c.key)
    const failed = res.statusCode === 401
    if (!failed && res.statusCode < 300) void counter?.clear(keys).catch(() => {})
    const answer = () => {
      if (!failed) return send(payload)
      void counter
        ?.touch(keys)
        .catch(() => {})
        .finally(() => send(payload))
      return res
    }
    const rest = startedAt + ANSWER_FLOOR_MS - Date.now()
    if (rest <= 0) return answer()
    setTimeout(answer, rest)
    return res
  }
  next()
}
