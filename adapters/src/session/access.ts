import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify"
import { HttpError } from "../http/http-error.js"
import { problem } from "../http/openapi.js"
import type { Session } from "./session-codec.js"
import type { SessionCookies } from "./session-cookies.js"
import { MedusaCallError, unexpected } from "../medusa/errors.js"

/** The session of a signed-in person; 401 without one. A cookie that does not open is dropped. */
export async function requireSession(cookies: SessionCookies, request: FastifyRequest, reply: FastifyReply): Promise<Session> {
  const session = await cookies.read(request)
  if (session) return session
  if (cookies.present(request)) cookies.clear(request, reply)
  throw new HttpError(401, "Please sign in to continue.")
}

/** The session of a signed-in staff member: 401 without a session, 403 for a customer. */
export async function requireStaff(cookies: SessionCookies, request: FastifyRequest, reply: FastifyReply): Promise<Session> {
  const session = await requireSession(cookies, request, reply)
  if (session.actor !== "user") throw new HttpError(403, "This page is for the shop's staff only.")
  return session
}

/** The answers staffOnly adds to a route, for its schema. */
export const STAFF_ONLY = {
  401: problem("Not signed in, or the session has ended"),
  403: problem("Signed in as a customer, not staff; or a cross-site request"),
}

const staffSessions = new WeakMap<FastifyRequest, Session>()

type AccessGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [ACCESS_GUARD]: true }
const ACCESS_GUARD = Symbol("access guard")
const guard = (check: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): AccessGuard =>
  Object.assign(check, { [ACCESS_GUARD]: true as const })
const isGuard = (hook: unknown): boolean => typeof hook === "function" && ACCESS_GUARD in hook

/**
 * A staff route's access check: 401 or 403 as the request arrives, before its body is read
 * (registerAccessBeforeBody runs it on onRequest whichever hook the route names it in). The
 * handler reads staffSession(request).
 */
export function staffOnly(cookies: SessionCookies) {
  return guard(async (request, reply) => {
    staffSessions.set(request, await requireStaff(cookies, request, reply))
  })
}

const customerSessions = new WeakMap<FastifyRequest, Session>()

/**
 * A collector's own route's access check (address book, wants, watch list): 401 without a
 * session and 403 with the given reason for staff, as the request arrives, before its body
 * is read. Their answers are personal, so never stored. The handler reads customerSession(request).
 */
export function customerOnly(cookies: SessionCookies, staffRefusal: string) {
  return guard(async (request, reply) => {
    reply.header("cache-control", "no-store")
    const session = await requireSession(cookies, request, reply)
    if (session.actor !== "customer") throw new HttpError(403, staffRefusal)
    customerSessions.set(request, session)
  })
}

const hooks = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/**
 * Every route's access check (staffOnly, customerOnly) runs when the request arrives, before
 * its body is read, parsed or walked by the input guard: an anonymous caller cannot make the
 * server read a large body (docs/decisions/216). A route whose body limit is above the edge's
 * default must have such a check, or the server refuses to start.
 */
export function registerAccessBeforeBody(app: FastifyInstance, defaultBodyLimit: number): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const moved = hooks(route.preValidation).filter(isGuard)
    if (moved.length > 0) {
      route.preValidation = hooks(route.preValidation).filter((hook) => !isGuard(hook)) as RouteOptions["preValidation"]
      route.onRequest = [...hooks(route.onRequest), ...moved] as RouteOptions["onRequest"]
    }
    if ((route.bodyLimit ?? 0) > defaultBodyLimit && !hooks(route.onRequest).some(isGuard)) {
      throw new Error(`${String(route.method)} ${route.url} takes large bodies without an access check before the body`)
    }
  })
}

/** The customer session customerOnly found for this request. */
export function customerSession(request: FastifyRequest): Session {
  const session = customerSessions.get(request)
  if (!session) throw new Error("customerSession without the customerOnly hook on the route")
  return session
}

/** The answers customerOnly adds to a route, for its schema. */
export const CUSTOMER_ONLY = {
  401: problem("Not signed in, or the session has ended"),
  403: problem("Signed in as staff, not as a customer; or a cross-site request"),
}

/** The staff session staffOnly found for this request. */
export function staffSession(request: FastifyRequest): Session {
  const session = staffSessions.get(request)
  if (!session) throw new Error("staffSession without the staffOnly hook on the route")
  return session
}

/**
 * Runs Medusa calls made with the person's own token. Medusa refusing the token
 * (expired, user removed) ends the session; refusing the action is a 403.
 */
export async function asSignedIn<T>(
  cookies: SessionCookies,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof MedusaCallError && error.status === 401) {
      await cookies.end(request, reply)
      throw new HttpError(401, "Your session has ended. Please sign in again.")
    }
    if (error instanceof MedusaCallError && error.status === 403) {
      throw new HttpError(403, "Your account may not do this.")
    }
    return unexpected(error)
  }
}

/**
 * asSignedIn with the token of the session the route's guard found, for a feature's routes:
 * `const asStaff = signedInWith(cookies, staffSession)`, then `asStaff(request, reply, (token) => …)`.
 */
export function signedInWith(cookies: SessionCookies, session: (request: FastifyRequest) => Session) {
  return <T>(request: FastifyRequest, reply: FastifyReply, work: (token: string) => Promise<T>): Promise<T> => {
    const { token } = session(request)
    return asSignedIn(cookies, request, reply, () => work(token))
  }
}

/** A staff feature's guard, for its routes' preValidation, and its runner, for their handlers. */
export const staffAccess = (cookies: SessionCookies) => ({
  preValidation: staffOnly(cookies),
  asStaff: signedInWith(cookies, staffSession),
})

/** A collector's feature's guard (refusing staff with `staffRefusal`) and its runner. */
export const customerAccess = (cookies: SessionCookies, staffRefusal: string) => ({
  preValidation: customerOnly(cookies, staffRefusal),
  asCustomer: signedInWith(cookies, customerSession),
})
