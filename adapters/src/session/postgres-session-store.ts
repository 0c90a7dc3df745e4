import pg from "pg"
import type { Actor } from "./session-codec.js"
import type { SessionStore, StoredSession } from "./session-store.js"

const SCHEMA = "shop_server"

/**
 * Sessions in the shop server's own schema (`shop_server`), which it creates itself;
 * it never touches Medusa's tables. One indexed UPDATE per signed-in request both
 * checks the idle timeout and records the activity.
 */
export class PostgresSessionStore implements SessionStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(databaseUrl: string): Promise<PostgresSessionStore> {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 5, idleTimeoutMillis: 30_000 })
    pool.on("error", () => {}) // an idle client's lost connection is replaced on the next query
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`)
    await pool.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA}.sessions (
      key text PRIMARY KEY,
      actor text NOT NULL,
      actor_id text NOT NULL,
      sealed text NOT NULL,
      expires_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL DEFAULT now()
    )`)
    await pool.query(`CREATE INDEX IF NOT EXISTS sessions_actor ON ${SCHEMA}.sessions (actor, actor_id)`)
    await pool.query(`CREATE INDEX IF NOT EXISTS sessions_expires ON ${SCHEMA}.sessions (expires_at)`)
    return new PostgresSessionStore(pool)
  }

  async save(key: string, session: StoredSession, idleMs: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO ${SCHEMA}.sessions (key, actor, actor_id, sealed, expires_at) VALUES ($1, $2, $3, $4, to_timestamp($5))`,
      [key, session.actor, session.actorId, session.sealed, session.expiresAt]
    )
    // Ended sessions are swept as new ones begin, so the table stays the size of the signed-in crowd.
    await this.pool.query(
      `DELETE FROM ${SCHEMA}.sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => $1)`,
      [idleMs / 1000]
    )
  }

  async touch(key: string, idleMs: number): Promise<StoredSession | undefined> {
    const { rows } = await this.pool.query<{ actor: Actor; actor_id: string; sealed: string; expires_at: string }>(
      `UPDATE ${SCHEMA}.sessions SET last_seen_at = now()
       WHERE key = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)
       RETURNING actor, actor_id, sealed, extract(epoch FROM expires_at)::bigint AS expires_at`,
      [key, idleMs / 1000]
    )
    const row = rows[0]
    if (!row) return undefined
    return { actor: row.actor, actorId: row.actor_id, sealed: row.sealed, expiresAt: Number(row.expires_at) }
  }

  async delete(key: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${SCHEMA}.sessions WHERE key = $1`, [key])
  }

  async deleteAllOf(actor: Actor, actorId: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${SCHEMA}.sessions WHERE actor = $1 AND actor_id = $2`, [actor, actorId])
  }

  async close(): Promise<void> {
    await this.pool.end()
  }
}
