import { createHash, randomBytes } from "node:crypto"
import type { FastifyReply, FastifyRequest } from "fastify"
import { readClaims } from "./token-claims.js"
import type { Actor, Session, SessionCodec } from "./session-codec.js"
import type { SessionStore } from "./session-store.js"

export const SESSION_COOKIE = "shop_session"
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

const keyOf = (id: string) => createHash("sha256").update(id).digest("hex")

/**
 * The session lives on the server (a SessionStore); the HttpOnly, SameSite=Lax cookie
 * carries only 256 random bits naming it. Ending a session on the server ends it for
 * every copy of the cookie. Secure whenever the shop is reached over HTTPS (behind a
 * proxy, with TRUST_PROXY set so the forwarded protocol counts).
 */
export class SessionCookies {
  constructor(
    private readonly codec: SessionCodec,
    private readonly store: SessionStore,
    /** A session unused this long ends. */
    private readonly idleMs: number,
    private readonly now: () => number = () => Date.now()
  ) {}

  /** The live session named by the cookie; reading it counts as activity for the idle timeout. */
  async read(request: FastifyRequest): Promise<Session | undefined> {
    const id = this.id(request)
    if (!id) return undefined
    const stored = await this.store.touch(keyOf(id), this.idleMs)
    return stored ? this.codec.open(stored.sealed) : undefined
  }

  /** A new id on every sign-in, never a reuse of the visitor's old one (no session fixation). */
  async write(request: FastifyRequest, reply: FastifyReply, session: Session): Promise<void> {
    const old = this.id(request)
    if (old) await this.store.delete(keyOf(old))
    const id = randomBytes(32).toString("base64url")
    const actorId = readClaims(session.token)?.actor_id ?? ""
    await this.store.save(
      keyOf(id),
      { sealed: this.codec.seal(session), actor: session.actor, actorId, expiresAt: session.expiresAt },
      this.idleMs
    )
    const maxAge = Math.max(0, Math.floor(session.expiresAt - this.now() / 1000))
    reply.setCookie(SESSION_COOKIE, id, { ...this.attributes(request), maxAge })
  }

  /** Ends this session on the server (every copy of the cookie) and clears the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = this.id(request)
    if (id) await this.store.delete(keyOf(id))
    this.clear(request, reply)
  }

  /** Ends every session of one account, wherever it was signed in (a password change). */
  async endAllOf(actor: Actor, actorId: string): Promise<void> {
    await this.store.deleteAllOf(actor, actorId)
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, this.attributes(request))
  }

  /** Whether the request carried a session cookie at all (valid or not). */
  present(request: FastifyRequest): boolean {
    return request.cookies[SESSION_COOKIE] !== undefined
  }

  private id(request: FastifyRequest): string | undefined {
    const value = request.cookies[SESSION_COOKIE]
    return value && ID_PATTERN.test(value) ? value : undefined
  }

  private attributes(request: FastifyRequest) {
    return { path: "/", httpOnly: true, sameSite: "lax" as const, secure: request.protocol === "https" }
  }
}
