import fastifyCookie from "@fastify/cookie"
import type { FastifyInstance } from "fastify"
import type { Config } from "./config.js"
import { createOrdersGateway } from "./orders/gateway.js"
import { authRoutes } from "./accounts/routes.js"
import { createBankTransfersGateway } from "./bank-transfers/gateway.js"
import { bankTransferRoutes } from "./bank-transfers/routes.js"
import { orderRoutes } from "./orders/routes.js"
import { orderTakeBackRoutes } from "./take-back/routes.js"
import { createTakeBackGateway } from "./take-back/gateway.js"
import { createPapersGateway } from "./papers/gateway.js"
import { orderPaperRoutes } from "./papers/routes.js"
import { passwordResetRoutes } from "./accounts/password-reset-routes.js"
import { SessionCodec } from "./session/session-codec.js"
import { SessionCookies } from "./session/session-cookies.js"
import { MemorySessionStore, type SessionStore } from "./session/session-store.js"
import { AuthGateway, medusaResetRequester } from "./accounts/gateway.js"
import { MemorySignInThrottle, type ThrottleRules } from "./http/sign-in-throttle.js"
import type { SharedLimits } from "./http/shared-limits.js"
import type { MedusaClient } from "./medusa/client.js"
import { medusaCaller } from "./medusa/call.js"

export type AccountsOptions = {
  /** Sign-in and registration attempts per client address and minute. */
  attemptsPerAddress?: number
  /** Where sessions live; in memory when not given (tests). */
  sessionStore?: SessionStore
  /** A session unused this long ends. */
  sessionIdleMs?: number
  /** The shortest time a sign-in or registration answer takes (docs/decisions/131). */
  answerFloorMs?: { signIn: number; register: number; forgotPassword?: number }
  /** Where request counts and failed sign-ins are kept; this process's memory when not given. */
  limits?: Pick<SharedLimits, "limiterStore" | "signInThrottle">
}

// Growing waits, never a lock (docs/decisions/131): an address may fail ten times, then waits
// 1 s, 2 s, 4 s… up to 15 minutes; an account (whatever the address) five times, then 1 s
// doubling up to one minute, so its owner can always get in within a minute.
const ADDRESS_BACKOFF = { free: 10, baseMs: 1000, maxMs: 15 * 60_000 }
const ACCOUNT_BACKOFF = { free: 5, baseMs: 1000, maxMs: 60_000 }
const DEFAULT_IDLE_MS = 2 * 60 * 60_000

/** What routes of signed-in people need: their sessions. */
export type Accounts = { cookies: SessionCookies }

/** Sessions, sign-in and registration, and the staff's order routes. */
export async function registerAccounts(
  app: FastifyInstance,
  config: Pick<Config, "cookieSecret" | "medusaUrl" | "medusaPublishableKey">,
  medusa: MedusaClient,
  options: AccountsOptions = {}
): Promise<Accounts> {
  await app.register(fastifyCookie)
  const call = medusaCaller(medusa)
  const store = options.sessionStore ?? new MemorySessionStore()
  app.addHook("onClose", () => store.close())
  const cookies = new SessionCookies(new SessionCodec(config.cookieSecret), store, options.sessionIdleMs ?? DEFAULT_IDLE_MS)
  const auth = new AuthGateway(call)
  const limits = options.limits ?? {
    limiterStore: () => ({}),
    signInThrottle: (rules: ThrottleRules) => new MemorySignInThrottle(rules),
  }
  await authRoutes(app, {
    auth,
    cookies,
    throttle: limits.signInThrottle({ address: ADDRESS_BACKOFF, account: ACCOUNT_BACKOFF }),
    attemptsPerAddress: options.attemptsPerAddress ?? 30,
    limiterStore: limits.limiterStore,
    answerFloorMs: options.answerFloorMs ?? { signIn: 1000, register: 1500 },
  })
  const orders = createOrdersGateway(medusa)
  await app.register((scope, _options, done) => {
    orderRoutes(scope, orders, cookies)
    bankTransferRoutes(scope, createBankTransfersGateway(medusa), cookies)
    orderTakeBackRoutes(scope, createTakeBackGateway(medusa), cookies)
    orderPaperRoutes(scope, createPapersGateway(medusa), cookies)
    done()
  })
  await passwordResetRoutes(app, {
    auth,
    requestReset: medusaResetRequester(config.medusaUrl, config.medusaPublishableKey),
    attemptsPerAddress: options.attemptsPerAddress ?? 30,
    limiterStore: limits.limiterStore,
    answerFloorMs: options.answerFloorMs?.forgotPassword ?? 600,
  })
  return { cookies }
}
