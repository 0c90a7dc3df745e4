import rateLimit from "@fastify/rate-limit"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import type { AuthGateway } from "./gateway.js"
import { safeReturnTo } from "./return-to.js"
import { answerNoSoonerThan, type SignInThrottle } from "../http/sign-in-throttle.js"
import { asSignedIn, requireSession } from "../session/access.js"
import { ErrorBody } from "../contract/error.js"
import { LanguageQuery } from "../contract/language.js"
import { Order } from "../contract/order.js"
import { Register, SignIn, User } from "../contract/user.js"
import { HttpError } from "../http/http-error.js"
import type { LimiterStore } from "../http/shared-limits.js"
import { answer, empty, problem } from "../http/openapi.js"
import type { SessionCookies } from "../session/session-cookies.js"

export type AuthRouteDeps = {
  auth: AuthGateway
  cookies: SessionCookies
  /** Failed sign-ins per client address, and per account. */
  throttle: SignInThrottle
  /** Sign-in and registration attempts per client address and minute. */
  attemptsPerAddress: number
  /** Where the per-address counts live when several shop servers share them. */
  limiterStore: LimiterStore
  /**
   * Every sign-in and registration answers no sooner than this after it arrived, so
   * that the time Medusa takes (a password hash for a known e-mail, none for an
   * unknown one; a new account or none) does not tell whether an account exists.
   */
  answerFloorMs: { signIn: number; register: number }
}

/** Registration's one answer, whether or not the e-mail had an account. */
/**
 * A sign-in calls Medusa up to four times in turn (staff, customer, who it is, the visit):
 * together they get this long, so a hanging database cannot hold a sign-in past 5 s.
 */
const SIGN_IN_BUDGET_MS = 4_500

export const REGISTERED_MESSAGE =
  "Thank you. If this e-mail address can be registered, its account is ready: sign in with it and your password."

const seconds = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 1000))
  return n < 120 ? `${n} second${n === 1 ? "" : "s"}` : minutes(ms)
}

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000))
  return n === 1 ? "1 minute" : `${n} minutes`
}

/** The Referer's path when it is a page of this shop. */
function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.host === request.host ? url.pathname + url.search : undefined
  } catch {
    return undefined
  }
}

const STATE_CHANGING =
  "State-changing: accepted only from the shop's own pages (Sec-Fetch-Site: same-origin, or an Origin naming this host) and as JSON."

/** What the same-origin guard answers on every state-changing route. */
export const GUARDED = {
  403: problem("Cross-site request refused"),
  415: problem("The body is not JSON"),
}

// Any value is accepted and made safe: a foreign or malformed address leads back to this shop.
const LoginQuery = z.object({
  returnTo: z
    .unknown()
    .optional()
    .describe("A path of this shop to return to after signing in; defaults to the referring page of this shop, else /."),
})

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { auth, cookies, throttle } = deps
  const api = app.withTypeProvider<ZodTypeProvider>()
  let slowestFailure = { ms: 0, at: 0 }

  // spec §7: navigating to /api/login leads to the shop's sign-in page, keeping the return address.
  api.get(
    "/api/login",
    {
      schema: {
        summary: "Leads to the shop's sign-in page",
        querystring: LoginQuery,
        response: { 302: empty("Redirect to /sign-in?returnTo=…") },
      },
    },
    async (request, reply) => {
      const target = safeReturnTo(request.query.returnTo ?? refererPath(request))
      return reply.redirect(`/sign-in?returnTo=${encodeURIComponent(target)}`, 302)
    }
  )

  const userSchema = {
    summary: "The signed-in person, or null",
    response: { 200: answer(User.nullable(), "Staff (isAdmin true), a customer, or null") },
  }
  api.get("/api/auth/user", { schema: userSchema }, async (request, reply): Promise<User | null> => {
    reply.header("cache-control", "no-store")
    const session = await cookies.read(request)
    const user = session ? await auth.whoAmI(session) : undefined
    if (!user && cookies.present(request)) await cookies.end(request, reply)
    return user ?? null
  })

  const signOutSchema = {
    summary: "Ends the session on the server, for every copy of the cookie",
    description: `${STATE_CHANGING} Send {} as the body.`,
    response: { 204: empty("Signed out"), ...GUARDED },
  }
  api.post("/api/auth/sign-out", { schema: signOutSchema }, async (request, reply) => {
    await cookies.end(request, reply)
    return reply.status(204).send()
  })

  const accountOrdersSchema = {
    summary: "The signed-in customer's own orders, newest first",
    description: "Needs the session cookie set by sign-in. The pieces are named in `lang`, as the catalogue names them.",
    querystring: LanguageQuery,
    response: {
      200: answer(z.array(Order), "The customer's orders"),
      400: problem("A language the shop does not offer"),
      401: problem("Not signed in"),
      403: problem("Signed in as staff (staff see every order on the dashboard)"),
    },
  }
  api.get("/api/account/orders", { schema: accountOrdersSchema }, async (request, reply) => {
    reply.header("cache-control", "no-store")
    const session = await requireSession(cookies, request, reply)
    if (session.actor !== "customer") {
      throw new HttpError(403, "Staff accounts place no orders; the orders are on the Admin Dashboard.")
    }
    return asSignedIn(cookies, request, reply, () => auth.customerOrders(session.token, request.query.lang))
  })

  // Sign-in and registration are limited per client address here, and sign-in per account below.
  await api.register(async (scope) => {
    const limited = scope.withTypeProvider<ZodTypeProvider>()
    await limited.register(rateLimit, {
      global: false,
      ...deps.limiterStore("sign-in"),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many sign-in attempts from your address. Please try again in ${minutes(context.ttl)}.`),
    })
    const perAddress = { rateLimit: { max: deps.attemptsPerAddress, timeWindow: 60_000 } }

    const signInSchema = {
      summary: "Signs a staff member or a customer in with e-mail and password",
      description: `Sets an encrypted, HttpOnly, SameSite=Lax session cookie. Staff accounts are tried first. ${STATE_CHANGING}`,
      body: SignIn,
      response: {
        200: answer(User, "Signed in"),
        400: problem("A malformed field, named in the message"),
        401: problem("Wrong e-mail or password"),
        429: problem("Too many attempts from this address, or too many failures for this account"),
        ...GUARDED,
      },
    }
    limited.post("/api/auth/sign-in", { config: perAddress, schema: signInSchema }, async (request, reply): Promise<User> => {
      const startedAt = Date.now()
      const { email, password } = request.body
      const keys = { address: request.ip, account: email }
      const wait = await throttle.claim(keys)
      if (wait > 0) {
        reply.header("retry-after", Math.ceil(wait / 1000))
        throw new HttpError(429, `Too many failed sign-ins. Please try again in ${seconds(wait)}.`)
      }
      const deadlineAt = startedAt + SIGN_IN_BUDGET_MS
      const session = await auth.within(deadlineAt).signIn(email, password)
      if (!session) {
        // On a loaded machine a password hash may outlast the floor: every failure then waits
        // as long as the slowest of the last minute, so a known e-mail still does not stand out.
        const took = Date.now() - startedAt
        if (took > slowestFailure.ms || Date.now() - slowestFailure.at > 60_000) slowestFailure = { ms: took, at: Date.now() }
        await answerNoSoonerThan(startedAt, Math.max(deps.answerFloorMs.signIn, Math.min(slowestFailure.ms, 5_000)))
        // The claim above counted this failure; its wait starts as its answer leaves.
        await throttle.failed(keys)
        throw new HttpError(401, "The e-mail address or the password is not correct.")
      }
      await throttle.succeed(keys)
      // A success may be quick: its answer says the password was right anyway.
      return signedIn(request, reply, session, deadlineAt)
    })

    // One answer for a new and a known e-mail, and no session: only sign-in proves a password.
    const registerSchema = {
      summary: "Creates a customer account; signs no one in",
      description: `${STATE_CHANGING} The same 202 answer whether or not the e-mail address had an account; sign in next.`,
      body: Register,
      response: {
        202: answer(ErrorBody, "Received: the same answer for a new and a known e-mail address"),
        400: problem("A malformed field, named in the message"),
        429: problem("Too many attempts from this address"),
        ...GUARDED,
      },
    }
    limited.post("/api/auth/register", { config: perAddress, schema: registerSchema }, async (request, reply) => {
      const startedAt = Date.now()
      await auth.register(request.body)
      await answerNoSoonerThan(startedAt, deps.answerFloorMs.register)
      return reply.status(202).send({ message: REGISTERED_MESSAGE })
    })
  })

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    session: Parameters<AuthGateway["whoAmI"]>[0],
    deadlineAt: number
  ) {
    const user = await auth.within(deadlineAt).whoAmI(session)
    if (!user) throw new HttpError(502, "The shop's back office did not accept the new session. Please try again.")
    await cookies.write(request, reply, session)
    // A sign-in begins a collector's visit; what is new since their last one is counted from the one before.
    if (session.actor === "customer") {
      await auth
        .within(deadlineAt)
        .beginVisit(session.token)
        .catch((error: unknown) => request.log.warn({ err: error }, "The visit could not be recorded; the previous one stays"))
    }
    reply.header("cache-control", "no-store")
    return user
  }
}
