import fastifyCookie from "@fastify/cookie"
import type { FastifyInstance } from "fastify"
import type { Config } from "../config.js"
import { OrderService } from "../orders/order-service.js"
import { createOrdersGateway } from "../orders/orders-gateway.js"
import { authRoutes } from "../routes/auth.js"
import { createBankTransfersGateway } from "../payments/bank-transfers-gateway.js"
import { bankTransferRoutes } from "../routes/bank-transfers.js"
import { orderRoutes } from "../routes/orders.js"
import { SessionCodec } from "../session/session-codec.js"
import { SessionCookies } from "../session/session-cookies.js"
import { AccountThrottle } from "./account-throttle.js"
import { AuthGateway } from "./auth-gateway.js"
import type { MedusaClient } from "../medusa/client.js"
import { medusaCaller, type MedusaCall } from "./medusa-caller.js"

export type AccountsOptions = {
  /** Replaces the HTTP calls to Medusa (tests). */
  medusaCall?: MedusaCall
  /** Sign-in and registration attempts per client address and minute. */
  attemptsPerAddress?: number
}

// Five wrong passwords for one account in a quarter of an hour, then a wait.
const FAILURES_PER_ACCOUNT = 5
const ACCOUNT_WINDOW_MS = 15 * 60_000

/** Sessions, sign-in and registration, and the staff's order routes. */
export async function registerAccounts(
  app: FastifyInstance,
  config: Pick<Config, "cookieSecret">,
  medusa: MedusaClient,
  options: AccountsOptions = {}
): Promise<void> {
  await app.register(fastifyCookie)
  const call = options.medusaCall ?? medusaCaller(medusa)
  const cookies = new SessionCookies(new SessionCodec(config.cookieSecret))
  await authRoutes(app, {
    auth: new AuthGateway(call),
    call,
    cookies,
    throttle: new AccountThrottle(FAILURES_PER_ACCOUNT, ACCOUNT_WINDOW_MS),
    attemptsPerAddress: options.attemptsPerAddress ?? 30,
  })
  orderRoutes(app, new OrderService(createOrdersGateway(medusa)), cookies)
  bankTransferRoutes(app, createBankTransfersGateway(medusa), cookies)
}
