import type { Redis } from "ioredis"
import type { AttemptKeys, SignInThrottle, ThrottleRules } from "./sign-in-throttle.js"

// The same waits as BackoffThrottle, checked and counted in one script for both keys, on Redis's
// clock: every shop server sees one count per address and per account.
const CLAIM = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function wait(key, free, base, max)
  local failures = tonumber(redis.call('HGET', key, 'f') or '0')
  if failures < free then return 0 end
  local last = tonumber(redis.call('HGET', key, 'l') or '0')
  return math.max(0, last + math.min(max, base * 2 ^ (failures - free)) - now)
end
local w = math.max(wait(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])),
                   wait(KEYS[2], tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])))
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

/** Attempts counted in Redis (REDIS_URL), shared by every shop server; a key quiet for twice its longest wait expires. */
export class RedisSignInThrottle implements SignInThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly rules: ThrottleRules,
    private readonly prefix = "shop:sign-in:"
  ) {}

  private keys({ address, account }: AttemptKeys): [string, string] {
    return [`${this.prefix}address:${address}`, `${this.prefix}account:${account}`]
  }

  async claim(keys: AttemptKeys): Promise<number> {
    const { address, account } = this.rules
    const args = [address, account].flatMap((r) => [r.free, r.baseMs, r.maxMs])
    return Number(await this.redis.eval(CLAIM, 2, ...this.keys(keys), ...args))
  }

  async failed(keys: AttemptKeys): Promise<void> {
    await this.redis.eval(TOUCH, 2, ...this.keys(keys))
  }

  async succeed(keys: AttemptKeys): Promise<void> {
    await this.redis.del(...this.keys(keys))
  }
}
