import type { Redis } from "ioredis"
import { CLAIM_SCRIPT, TOUCH_SCRIPT } from "shared/sign-in-backoff"
import type { AttemptKeys, SignInThrottle, ThrottleRules } from "./sign-in-throttle.js"

/**
 * Attempts counted in Redis (REDIS_URL), shared by every shop server, by the script Medusa's
 * back-office sign-in counts with: the address and the account checked and counted together, on
 * Redis's clock; a key quiet for twice its longest wait expires.
 */
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
    return Number(await this.redis.eval(CLAIM_SCRIPT, 2, ...this.keys(keys), ...args))
  }

  async failed(keys: AttemptKeys): Promise<void> {
    await this.redis.eval(TOUCH_SCRIPT, 2, ...this.keys(keys))
  }

  async succeed(keys: AttemptKeys): Promise<void> {
    await this.redis.del(...this.keys(keys))
  }
}
