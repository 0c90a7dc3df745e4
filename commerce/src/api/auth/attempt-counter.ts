import { Redis } from "ioredis"

export type Backoff = { free: number; baseMs: number; maxMs: number }
export type Counted = { key: string; backoff: Backoff }

/**
 * Failed sign-ins per key with growing waits (docs/decisions/131, 126): after `free` failures,
 * baseMs, then twice that, up to maxMs; never a lock. An attempt is checked and counted in one
 * step, as a failure until `clear`: attempts sent at once cannot all pass before one fails.
 */
export interface AttemptCounter {
  /** 0 when the attempt may go ahead (it is counted for every key); else milliseconds to wait. */
  claim(counted: Counted[]): Promise<number>
  /** The attempt failed: the keys' waits count from now (the password check took time). */
  touch(keys: string[]): Promise<void>
  clear(keys: string[]): Promise<void>
}

const waitOf = (failures: number, last: number, { free, baseMs, maxMs }: Backoff, now: number) =>
  failures < free ? 0 : Math.max(0, last + Math.min(maxMs, baseMs * 2 ** (failures - free)) - now)

/** One process's count. */
export class MemoryAttemptCounter implements AttemptCounter {
  readonly #entries = new Map<string, { failures: number; last: number; forgetAt: number }>()

  claim(counted: Counted[]): Promise<number> {
    const now = Date.now()
    const current = counted.map(({ key }) => {
      const entry = this.#entries.get(key)
      return entry && entry.forgetAt > now ? entry : undefined
    })
    const wait = Math.max(0, ...counted.map((c, i) => waitOf(current[i]?.failures ?? 0, current[i]?.last ?? 0, c.backoff, now)))
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

// The same arithmetic on Redis's clock, for every key in one script.
const CLAIM = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local w = 0
for i, key in ipairs(KEYS) do
  local free, base, max = tonumber(ARGV[i * 3 - 2]), tonumber(ARGV[i * 3 - 1]), tonumber(ARGV[i * 3])
  local failures = tonumber(redis.call('HGET', key, 'f') or '0')
  if failures >= free then
    local last = tonumber(redis.call('HGET', key, 'l') or '0')
    w = math.max(w, last + math.min(max, base * 2 ^ (failures - free)) - now)
  end
end
if w > 0 then return math.ceil(w) end
for i, key in ipairs(KEYS) do
  redis.call('HINCRBY', key, 'f', 1)
  redis.call('HSET', key, 'l', now)
  redis.call('PEXPIRE', key, 2 * tonumber(ARGV[i * 3]))
end
return 0
`

const TOUCH = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then redis.call('HSET', key, 'l', now) end
end
return 0
`

/** Every Medusa server's count in one place (REDIS_URL); a key quiet for twice its longest wait expires. */
export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "medusa:sign-in:"
  ) {}

  async claim(counted: Counted[]): Promise<number> {
    if (counted.length === 0) return 0
    const keys = counted.map((c) => this.prefix + c.key)
    const args = counted.flatMap(({ backoff }) => [backoff.free, backoff.baseMs, backoff.maxMs])
    return Number(await this.redis.eval(CLAIM, keys.length, ...keys, ...args))
  }

  async touch(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.eval(TOUCH, keys.length, ...keys.map((key) => this.prefix + key))
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
