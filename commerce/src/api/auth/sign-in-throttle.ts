import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

type Backoff = { free: number; baseMs: number; maxMs: number }
type Entry = { failures: number; last: number }

/**
 * Failed sign-ins per key with growing waits (docs/decisions/131): after `free`
 * failures, baseMs, then twice that, up to maxMs; never a lock. In memory, per process.
 */
export class BackoffThrottle {
  readonly #entries = new Map<string, Entry>()
  constructor(private readonly options: Backoff) {}

  wait(key: string): number {
    const entry = this.current(key)
    if (!entry || entry.failures < this.options.free) return 0
    const delay = Math.min(this.options.maxMs, this.options.baseMs * 2 ** (entry.failures - this.options.free))
    return Math.max(0, entry.last + delay - Date.now())
  }

  fail(key: string): void {
    this.#entries.set(key, { failures: (this.current(key)?.failures ?? 0) + 1, last: Date.now() })
    if (this.#entries.size > 50_000) for (const name of this.#entries.keys()) if (!this.current(name)) this.#entries.delete(name)
  }

  succeed(key: string): void {
    this.#entries.delete(key)
  }

  private current(key: string): Entry | undefined {
    const entry = this.#entries.get(key)
    if (entry && entry.last + 2 * this.options.maxMs <= Date.now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry
  }
}

// The same waits as the shop's own sign-in: per address ten free failures then 1 s doubling to
// 15 minutes, per account five then 1 s doubling to one minute.
const byAddress = new BackoffThrottle({ free: 10, baseMs: 1000, maxMs: 15 * 60_000 })
const byAccount = new BackoffThrottle({ free: 5, baseMs: 1000, maxMs: 60_000 })
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
export function throttleSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const startedAt = Date.now()
  const body = (req.body ?? {}) as Record<string, unknown>
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : ""
  if (email) body.email = email
  const address = TRUSTED.has(req.ip ?? "") ? undefined : (req.ip ?? "unknown")
  const wait = Math.max(address ? byAddress.wait(address) : 0, email ? byAccount.wait(email) : 0)
  if (wait > 0) {
    res.setHeader("retry-after", String(seconds(wait)))
    res
      .status(429)
      .json({ type: "not_allowed", message: `Too many failed sign-ins. Please try again in ${seconds(wait)} seconds.` })
    return
  }
  const send = res.json.bind(res)
  res.json = (payload: unknown) => {
    if (res.statusCode === 401) {
      if (address) byAddress.fail(address)
      if (email) byAccount.fail(email)
    } else if (res.statusCode < 300) {
      if (address) byAddress.succeed(address)
      if (email) byAccount.succeed(email)
    }
    const rest = startedAt + ANSWER_FLOOR_MS - Date.now()
    if (rest <= 0) return send(payload)
    setTimeout(() => send(payload), rest)
    return res
  }
  next()
}
