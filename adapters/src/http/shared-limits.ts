import { Redis } from "ioredis"
import { MemorySignInThrottle, type SignInThrottle, type ThrottleRules } from "./sign-in-throttle.js"
import { RedisSignInThrottle } from "./redis-sign-in-throttle.js"

/** Options for one @fastify/rate-limit registration: its counts in Redis under its own name, or in memory. */
export type LimiterStore = (name: string) => { redis?: Redis; nameSpace?: string }

/**
 * Where the shop server counts requests and failed sign-ins (docs/decisions/126): in Redis when
 * REDIS_URL is set, so that every shop server behind the same address counts against one budget;
 * in the process otherwise.
 */
export type SharedLimits = {
  limiterStore: LimiterStore
  signInThrottle: (rules: ThrottleRules) => SignInThrottle
  close: () => Promise<void>
}

export async function openSharedLimits(redisUrl: string | undefined): Promise<SharedLimits> {
  if (!redisUrl) {
    return { limiterStore: () => ({}), signInThrottle: (rules) => new MemorySignInThrottle(rules), close: async () => {} }
  }
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true })
  await redis.connect()
  return {
    limiterStore: (name) => ({ redis, nameSpace: `shop:rate:${name}:` }),
    signInThrottle: (rules) => new RedisSignInThrottle(redis, rules),
    close: async () => void (await redis.quit()),
  }
}
