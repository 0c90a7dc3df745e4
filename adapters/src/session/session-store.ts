import type { Actor } from "./session-codec.js"

/** One signed-in session as the store keeps it; `sealed` is the encrypted Session (token included). */
export type StoredSession = { sealed: string; actor: Actor; actorId: string; expiresAt: number }

/**
 * Where sessions live: the cookie carries only a random id, whose SHA-256 is the
 * key here, so neither the cookie nor a copy of the store alone opens a session.
 */
export interface SessionStore {
  save(key: string, session: StoredSession, idleMs: number): Promise<void>
  /** The session, when it exists, is not expired and was used within idleMs; using it counts as activity. */
  touch(key: string, idleMs: number): Promise<StoredSession | undefined>
  delete(key: string): Promise<void>
  /** Ends every session of one account (sign-out everywhere, a password change). */
  deleteAllOf(actor: Actor, actorId: string): Promise<void>
  close(): Promise<void>
}

/** One process only, gone at restart: unit tests, and a shop server started without a database. */
export class MemorySessionStore implements SessionStore {
  readonly #sessions = new Map<string, StoredSession & { lastSeen: number }>()
  constructor(private readonly now: () => number = () => Date.now()) {}

  save(key: string, session: StoredSession): Promise<void> {
    this.#sessions.set(key, { ...session, lastSeen: this.now() })
    for (const [other, value] of this.#sessions) if (value.expiresAt * 1000 <= this.now()) this.#sessions.delete(other)
    return Promise.resolve()
  }

  touch(key: string, idleMs: number): Promise<StoredSession | undefined> {
    const found = this.#sessions.get(key)
    if (!found) return Promise.resolve(undefined)
    if (found.expiresAt * 1000 <= this.now() || found.lastSeen + idleMs <= this.now()) {
      this.#sessions.delete(key)
      return Promise.resolve(undefined)
    }
    found.lastSeen = this.now()
    const { lastSeen: _, ...session } = found
    return Promise.resolve(session)
  }

  delete(key: string): Promise<void> {
    this.#sessions.delete(key)
    return Promise.resolve()
  }

  deleteAllOf(actor: Actor, actorId: string): Promise<void> {
    for (const [key, value] of this.#sessions) if (value.actor === actor && value.actorId === actorId) this.#sessions.delete(key)
    return Promise.resolve()
  }

  close(): Promise<void> {
    return Promise.resolve()
  }
}
