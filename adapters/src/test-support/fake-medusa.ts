import { capturedOrders } from "./captured-orders.js"
import type { MedusaOrder } from "../orders/medusa-order.js"
import type { MedusaCall, MedusaCallOptions } from "../auth/medusa-caller.js"
import { MedusaError } from "../medusa/client.js"

export const STAFF = { email: "staff@example.com", password: "staff-password" }
export const CUSTOMER = { email: "claire@example.com", password: "claire-password" }

/** A token shaped like Medusa's: only its claims matter to the shop, Medusa verifies the rest. */
export function fakeToken(actorType: string, actorId: string, exp = Math.floor(Date.now() / 1000) + 86_400): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
  return `${part({ alg: "HS256" })}.${part({ actor_id: actorId, actor_type: actorType, exp })}.signature`
}

const refusal = (status: number, message: string) => new MedusaError("/", status, { type: "unauthorized", message })

type Recorded = { method: string; path: string; body?: Record<string, unknown>; token?: string }

/**
 * Medusa's auth and customer endpoints as the shop's sign-in uses them. Like Medusa,
 * admin calls need a user token and store calls a customer token; anything else is a 401.
 * Orders and their status workflow are never answered here: they are tested against
 * the real Medusa.
 */
export class FakeMedusa {
  readonly calls: Recorded[] = []
  orders: MedusaOrder[] = capturedOrders()
  /** Tokens Medusa no longer accepts (an expired or removed account). */
  readonly refused = new Set<string>()
  staffToken = fakeToken("user", "user_1")
  customerToken = fakeToken("customer", "cus_1")
  customers = new Map<string, string>([[CUSTOMER.email, CUSTOMER.password]])

  readonly call: MedusaCall = async (path: string, options: MedusaCallOptions = {}) => {
    const method = options.method ?? "GET"
    this.calls.push({ method, path, body: options.body, token: options.token })
    const body = options.body ?? {}
    const actor = options.token && !this.refused.has(options.token) ? this.actorOf(options.token) : undefined

    if (method === "POST" && path === "/auth/user/emailpass") {
      if (body.email === STAFF.email && body.password === STAFF.password) return { token: this.staffToken }
      if (this.customers.get(String(body.email)) === body.password) return { token: fakeToken("user", "") }
      throw refusal(401, "Invalid email or password")
    }
    if (method === "POST" && path === "/auth/customer/emailpass") {
      if (this.customers.get(String(body.email)) === body.password) return { token: this.customerToken }
      throw refusal(401, "Invalid email or password")
    }
    if (method === "POST" && path === "/auth/customer/emailpass/register") {
      if (this.customers.has(String(body.email)) || body.email === STAFF.email) {
        throw refusal(401, "Identity with email already exists")
      }
      this.customers.set(String(body.email), String(body.password))
      return { token: fakeToken("customer", "") }
    }
    if (method === "POST" && path === "/store/customers") return { customer: { id: "cus_2" } }
    if (path === "/admin/users/me" && actor === "user") {
      return { user: { first_name: "Sam", last_name: "Staff", email: STAFF.email } }
    }
    if (path === "/store/customers/me" && actor === "customer") {
      return { customer: { first_name: "Claire", last_name: "Dubois", email: CUSTOMER.email } }
    }
    if (path === "/store/orders" && actor === "customer") return { orders: this.orders.slice(0, 1), count: 1 }
    throw refusal(401, "Unauthorized")
  }

  private actorOf(token: string): string | undefined {
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      actor_type: string
      actor_id: string
    }
    return claims.actor_id ? claims.actor_type : undefined
  }
}
