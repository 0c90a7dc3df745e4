import type { FastifyReply, FastifyRequest } from "fastify"
import type { Session, SessionCodec } from "./session-codec.js"

export const SESSION_COOKIE = "shop_session"

/**
 * The session lives in one encrypted, HttpOnly, SameSite=Lax cookie that ends with
 * the Medusa token it carries. Secure whenever the shop is reached over HTTPS
 * (behind a proxy, with TRUST_PROXY set so the forwarded protocol counts).
 */
export class SessionCookies {
  constructor(
    private readonly codec: SessionCodec,
    private readonly now: () => number = () => Date.now()
  ) {}

  read(request: FastifyRequest): Session | undefined {
    return this.codec.open(request.cookies[SESSION_COOKIE])
  }

  /** A new value on every sign-in, never a reuse of the visitor's old one. */
  write(request: FastifyRequest, reply: FastifyReply, session: Session): void {
    const maxAge = Math.max(0, Math.floor(session.expiresAt - this.now() / 1000))
    reply.setCookie(SESSION_COOKIE, this.codec.seal(session), { ...this.attributes(request), maxAge })
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, this.attributes(request))
  }

  /** Whether the request carried a session cookie at all (valid or not). */
  present(request: FastifyRequest): boolean {
    return request.cookies[SESSION_COOKIE] !== undefined
  }

  private attributes(request: FastifyRequest) {
    return { path: "/", httpOnly: true, sameSite: "lax" as const, secure: request.protocol === "https" }
  }
}
