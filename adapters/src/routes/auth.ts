import rateLimit from "@fastify/rate-limit"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { AccountThrottle } from "../auth/account-throttle.js"
import type { AuthGateway } from "../auth/auth-gateway.js"
import type { MedusaCall } from "../auth/medusa-caller.js"
import { safeReturnTo } from "../auth/return-to.js"
import { asSignedIn, requireSession } from "../auth/staff-access.js"
import { Register, SignIn, type User } from "../contract/user.js"
import { HttpError, parseInput } from "../http/errors.js"
import { listCustomerOrders } from "../orders/customer-orders.js"
import type { SessionCookies } from "../session/session-cookies.js"

export type AuthRouteDeps = {
  auth: AuthGateway
  call: MedusaCall
  cookies: SessionCookies
  throttle: AccountThrottle
  /** Sign-in and registration attempts per client address and minute. */
  attemptsPerAddress: number
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

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { auth, call, cookies, throttle } = deps

  // spec §7: navigating to /api/login leads to the shop's sign-in page, keeping the return address.
  app.get("/api/login", async (request, reply) => {
    const { returnTo } = request.query as { returnTo?: unknown }
    const target = safeReturnTo(returnTo ?? refererPath(request))
    return reply.redirect(`/sign-in?returnTo=${encodeURIComponent(target)}`, 302)
  })

  app.get("/api/auth/user", async (request, reply): Promise<User | null> => {
    const session = cookies.read(request)
    const user = session ? await auth.whoAmI(session) : undefined
    if (!user && cookies.present(request)) cookies.clear(request, reply)
    return user ?? null
  })

  app.post("/api/auth/sign-out", async (request, reply) => {
    cookies.clear(request, reply)
    return reply.status(204).send()
  })

  app.get("/api/account/orders", async (request, reply) => {
    const session = requireSession(cookies, request, reply)
    if (session.actor !== "customer") {
      throw new HttpError(403, "Staff accounts place no orders; the orders are on the Admin Dashboard.")
    }
    return asSignedIn(cookies, request, reply, () => listCustomerOrders(call, session.token))
  })

  // Sign-in and registration are limited per client address here, and sign-in per account below.
  await app.register(async (limited) => {
    await limited.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many sign-in attempts from your address. Please try again in ${minutes(context.ttl)}.`),
    })
    const perAddress = { rateLimit: { max: deps.attemptsPerAddress, timeWindow: 60_000 } }

    limited.post("/api/auth/sign-in", { config: perAddress }, async (request, reply): Promise<User> => {
      const { email, password } = parseInput(SignIn, request.body)
      const wait = throttle.retryAfter(email)
      if (wait > 0) {
        reply.header("retry-after", Math.ceil(wait / 1000))
        throw new HttpError(429, `Too many failed sign-ins for this account. Please try again in ${minutes(wait)}.`)
      }
      const session = await auth.signIn(email, password)
      if (!session) {
        throttle.fail(email)
        throw new HttpError(401, "The e-mail address or the password is not correct.")
      }
      throttle.succeed(email)
      return signedIn(request, reply, session)
    })

    limited.post("/api/auth/register", { config: perAddress }, async (request, reply): Promise<User> => {
      const input = parseInput(Register, request.body)
      const result = await auth.register(input)
      if ("exists" in result) {
        throw new HttpError(409, "An account with this e-mail address exists already. Please sign in instead.")
      }
      reply.status(201)
      return signedIn(request, reply, result.session)
    })
  })

  async function signedIn(request: FastifyRequest, reply: FastifyReply, session: Parameters<AuthGateway["whoAmI"]>[0]) {
    const user = await auth.whoAmI(session)
    if (!user) throw new HttpError(502, "The shop's back office did not accept the new session. Please try again.")
    cookies.write(request, reply, session)
    return user
  }
}
