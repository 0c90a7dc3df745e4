import { capturedOrders } from "./captured-orders.js"
import type { MedusaOrder } from "../orders/medusa-order.js"
import { MedusaAnswerError, type MedusaCall, type MedusaCallOptions } from "../auth/medusa-caller.js"

export const STAFF = { email: "staff@example.com", password: "staff-password" }
export const CUSTOMER = { email: "claire@example.com", password: "claire-password" }

/** A token shaped like Medusa's: only its claims matter to the shop, Medusa verifies the rest. */
export function fakeToken(actorType: string, actorId: string, exp = Math.floor(Date.now() / 1000) + 86_400): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
  return `${part({ alg: "HS256" })}.${part({ actor_id: actorId, actor_type: actorType, exp })}.signature`
}

type Recorded = { method: string; path: string; body?: Record<string, unknown>; token?: string }

/**
 * Medusa's auth, admin-order and customer endpoints as the shop uses them, over
 * the captured orders. Like Medusa, admin calls need a user token and store
 * calls a customer token; anything else is a 401.
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
      throw new MedusaAnswerError(401, "Invalid email or password")
    }
    if (method === "POST" && path === "/auth/customer/emailpass") {
      if (this.customers.get(String(body.email)) === body.password) return { token: this.customerToken }
      throw new MedusaAnswerError(401, "Invalid email or password")
    }
    if (method === "POST" && path === "/auth/customer/emailpass/register") {
      if (this.customers.has(String(body.email)) || body.email === STAFF.email) {
        throw new MedusaAnswerError(401, "Identity with email already exists")
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
    if (path.startsWith("/admin/")) {
      if (actor !== "user") throw new MedusaAnswerError(401, "Unauthorized")
      return this.admin(method, path, body)
    }
    throw new MedusaAnswerError(401, "Unauthorized")
  }

  private actorOf(token: string): string | undefined {
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      actor_type: string
      actor_id: string
    }
    return claims.actor_id ? claims.actor_type : undefined
  }

  private admin(method: string, path: string, body: Record<string, unknown>): unknown {
    if (method === "GET" && path === "/admin/orders") return { orders: this.orders, count: this.orders.length }
    const [, , , id, sub, fulfilmentId, action] = path.split("/")
    const index = this.orders.findIndex((o) => o.id === id)
    if (index < 0) throw new MedusaAnswerError(404, `Order with id: ${id} was not found`)
    const order = this.orders[index]!
    const now = new Date().toISOString()
    let next: MedusaOrder = order
    if (method === "POST" && !sub) next = { ...order, metadata: body.metadata as Record<string, unknown> }
    if (method === "POST" && sub === "fulfillments" && !fulfilmentId) {
      next = {
        ...order,
        fulfillment_status: "fulfilled",
        items: order.items?.map((i) => ({ ...i, detail: { fulfilled_quantity: i.quantity, shipped_quantity: 0 } })),
        fulfillments: [{ id: "ful_new", shipped_at: null, delivered_at: null, canceled_at: null, items: [] }],
      }
    }
    if (method === "POST" && action === "shipments") {
      next = {
        ...order,
        fulfillment_status: "shipped",
        fulfillments: order.fulfillments?.map((f) => ({ ...f, shipped_at: now })),
      }
    }
    if (method === "POST" && action === "mark-as-delivered") {
      next = {
        ...order,
        fulfillment_status: "delivered",
        fulfillments: order.fulfillments?.map((f) => ({ ...f, delivered_at: now })),
      }
    }
    this.orders[index] = next
    return { order: next }
  }
}
