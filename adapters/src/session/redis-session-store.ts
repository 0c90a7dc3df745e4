import { Redis } from "ioredis"
import type { Actor } from "./session-codec.js"
import type { SessionStore, StoredSession } from "./session-store.js"

const PREFIX = "shop:session:"
const accountKey = (actor: Actor, actorId: string) => `shop:sessions-of:${actor}:${actorId}`

/**
 * Sessions in Redis when REDIS_URL is set: each expires on its own after the idle
 * time (renewed on use) or at the Medusa token's end, whichever comes first; a set
 * per account lists them for "end everywhere".
 */
export class RedisSessionStore implements SessionStore {
  private constructor(private readonly redis: Redis) {}

  static async open(redisUrl: string): Promise<RedisSessionStore> {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true })
    await redis.connect()
    return new RedisSessionStore(redis)
  }

  private ttl(session: StoredSession, idleMs: number): number {
    return Math.min(idleMs, session.expiresAt * 1000 - Date.now())
  }

  async save(key: string, session: StoredSession, idleMs: number): Promise<void> {
    const ttl = this.ttl(session, idleMs)
    if (ttl <= 0) return
    const account = accountKey(session.actor, session.actorId)
    await this.redis
      .multi()
      .set(PREFIX + key, JSON.stringify(session), "PX", ttl)
      .sadd(account, key)
      .pexpireat(account, session.expiresAt * 1000)
      .exec()
  }

  async touch(key: string, idleMs: number): Promise<StoredSession | undefined> {
    const raw = await this.redis.get(PREFIX + key)
    if (!raw) return undefined
    const session = JSON.parse(raw) as StoredSession
    const ttl = this.ttl(session, idleMs)
    if (ttl <= 0) return undefined
    await this.redis.pexpire(PREFIX + key, ttl)
    return session
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(PREFIX + key)
  }

  async deleteAllOf(actor: Actor, actorId: string): Promise<void> {
    const account = accountKey(actor, actorId)
    const keys = await this.redis.smembers(account)
    await this.redis
      .multi()
      .del(...keys.map((k) => PREFIX + k), account)
      .exec()
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}
