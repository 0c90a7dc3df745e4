import { Redis } from "ioredis"
import { backoffWait, type Backoff, CLAIM_SCRIPT, TOUCH_SCRIPT } from "shared/sign-in-backoff"

export type { Backoff }
export type Counted = { key: string; backoff: Backoff }

/**
 * Failed sign-ins per key with growing waits (docs/decisions/131, 126), counted as the shop
 * server counts its own (shared/sign-in-backoff). An attempt is checked and counted in one step,
 * as a failure until `clear`: attempts sent at once cannot all pass before one fails.
 */
export interface AttemptCounter {
  /** 0 when the attempt may go ahead (it is counted for every key); else milliseconds to wait. */
  claim(counted: Counted[]): Promise<number>
  /** The attempt failed: the keys' waits count from now (the password check took time). */
  touch(keys: string[]): Promise<void>
  clear(keys: string[]): Promise<void>
}

/** One process's count. */
export class MemoryAttemptCounter implements AttemptCounter {
  readonly #entries = new Map<string, { failures: number; last: number; forgetAt: number }>()

  claim(counted: Counted[]): Promise<number> {
    const now = Date.now()
    const current = counted.map(({ key }) => {
      const entry = this.#entries.get(key)
      return entry && entry.forgetAt > now ? entry : undefined
    })
    const wait = Math.max(
      0,
      ...counted.map((c, i) => backoffWait(current[i]?.failures ?? 0, current[i]?.last ?? 0, c.backoff, now))
    )
    if (wait > 0) return Promise.resolve(wait)
    counted.forEach(({ key, backoff }, i) =>
      this.#entries.set(key, { failures: (current[i]?.failures ?? 0) + 1, last: now, forgetAt: now + 2 * backoff.maxMs })
    )
    if (this.#entries.size > 50_000)
      for (const [key, entry] of this.#entries) if (entry.forgetAt <= now) this.#entries.delete(key)
    return Promise.resolve(0)
  }

  touch(keys: string[]): Promise<void> {
    const now = Date.now()
    for (const key of keys) {
      const entry = this.#entries.get(key)
      if (entry) entry.last = now
    }
    return Promise.resolve()
  }

  clear(keys: string[]): Promise<void> {
    for (const key of keys) this.#entries.delete(key)
    return Promise.resolve()
  }
}

/** Every Medusa server's count in one place (REDIS_URL), by the shop server's own script. */
export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "medusa:sign-in:"
  ) {}

  async claim(counted: Counted[]): Promise<number> {
    if (counted.length === 0) return 0
    const keys = counted.map((c) => this.prefix + c.key)
    const args = counted.flatMap(({ backoff }) => [backoff.free, backoff.baseMs, backoff.maxMs])
    return Number(await this.redis.eval(CLAIM_SCRIPT, keys.length, ...keys, ...args))
  }

  async touch(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.eval(TOUCH_SCRIPT, keys.length, ...keys.map((key) => this.prefix + key))
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map((key) => this.prefix + key))
  }
}

/** Redis when REDIS_URL is set (several Medusa servers), else this process's memory. */
export function openAttemptCounter(redisUrl = process.env.REDIS_URL): AttemptCounter {
  if (!redisUrl) return new MemoryAttemptCounter()
  return new RedisAttemptCounter(new Redis(redisUrl, { maxRetriesPerRequest: 2 }))
}
