import type { FastifyBaseLogger } from "fastify"
import { PostgresSessionStore } from "./postgres-session-store.js"
import { RedisSessionStore } from "./redis-session-store.js"
import { MemorySessionStore, type SessionStore } from "./session-store.js"

/** Redis when REDIS_URL is set (several shop servers), else PostgreSQL; memory only for a bare development start. */
export async function openSessionStore(
  settings: { databaseUrl?: string; redisUrl?: string } | undefined,
  log: FastifyBaseLogger
): Promise<SessionStore> {
  if (settings?.redisUrl) return RedisSessionStore.open(settings.redisUrl)
  if (settings?.databaseUrl) return PostgresSessionStore.open(settings.databaseUrl)
  log.warn("Neither REDIS_URL nor SHOP_DATABASE_URL is set: sessions are kept in memory and end when the shop server stops")
  return new MemorySessionStore()
}
