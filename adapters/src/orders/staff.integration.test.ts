import { beforeAll, describe, expect, it } from "vitest"
import { ErrorBody } from "../contract/error.js"
import { Order, ORDER_PAGE_HEADERS, ORDER_STATUSES, OrderSummary, type OrderStatus } from "../contract/order.js"
import { User } from "../contract/user.js"
import { NEXT_STATUS } from "../contract/order.js"
import { type ShopCall, shop as shopCall, signIn, STAFF, tamperedSession } from "../test-support/shop-session.js"

// Runs against the real, seeded stack: the orchestrator sets these.
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://127.0.0.1:9000"

/** A call as the storefront makes it; a redirect is the answer (pages send a visitor to sign in). */
async function shop(path: string, call: ShopCall = {}) {
  const response = await shopCall(path, { redirect: "manual", ...call })
  const { headers } = response
  return { ...response, location: headers.get("location"), total: Number(headers.get(ORDER_PAGE_HEADERS.total)) }
}

// Medusa's own view of an order, read with a staff token straight from its admin API.
type MedusaView = {
  metadata: Record<string, unknown> | null
  fulfillment_status: string
  payment_status: string
  items: { quantity: number; detail: { fulfilled_quantity: number; shipped_quantity: number } }[]
  fulfillments: { id: string; shipped_at: string | null; delivered_at: string | null; canceled_at: string | null }[]
}
let medusaToken: string
async function inMedusa(id: string): Promise<MedusaView> {
  const fields = "metadata,fulfillment_status,payment_status,items.quantity,items.detail.*,fulfillments.*"
  const response = await fetch(`${MEDUSA_URL}/admin/orders/${id}?fields=${fields}`, {
    headers: { authorization: `Bearer ${medusaToken}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { order: MedusaView }).order
}

let staff: string
let customer: string
let customerEmail: string
const orders = async (query = "") => Order.array().parse((await shop(`/api/orders${query}`, { cookie: staff })).body)
// The list is one page; the server filters by status and finds an order by its number.
const current = async (id: string) => (await orders(`?search=${id.slice(-6)}`)).find((o) => o.id === id)
const oneIn = async (status: OrderStatus) => {
  const [order] = await orders(`?status=${status}`)
  if (!order) throw new Error(`The seeded shop has no ${status} order left`)
  return order
}
const setStatus = (id: string, status: unknown, cookie = staff, headers?: Record<string, string>) =>
  shop(`/api/orders/${id}/status`, { method: "PUT", body: { status }, cookie, headers })

beforeAll(async () => {
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  const login = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  })
  medusaToken = ((await login.json()) as { token: string }).token
  staff = await signIn(STAFF.email, STAFF.password)
  customerEmail = `collector-${Date.now()}@example.com`
  const registered = await shop("/api/auth/register", {
    method: "POST",
    body: { firstName: "Ada", lastName: "Collector", email: customerEmail, password: "a-long-password" },
  })
  expect(registered.status, JSON.stringify(registered.body)).toBe(202)
  customer = await signIn(customerEmail, "a-long-password")
})

describe("sign-in and sessions", () => {
  it("/api/login leads to the sign-in page, keeping the return address", async () => {
    const response = await shop("/api/login?returnTo=%2Fadmin")
    expect(response.status).toBe(302)
    expect(response.location).toBe("/sign-in?returnTo=%2Fadmin")
  })

  it("/api/auth/user answers staff, customer, or null", async () => {
    expect(User.parse((await shop("/api/auth/user", { cookie: staff })).body)).toMatchObject({
      email: STAFF.email,
      isAdmin: true,
    })
    expect(User.parse((await shop("/api/auth/user", { cookie: customer })).body)).toEqual({
      firstName: "Ada",
      lastName: "Collector",
      email: customerEmail,
      isAdmin: false,
    })
    expect((await shop("/api/auth/user")).body).toBeNull()
  })

  it("the session cookie is encrypted, HttpOnly and SameSite=Lax, and renewed at each sign-in", async () => {
    const response = await shop("/api/auth/sign-in", { method: "POST", body: STAFF })
    expect(response.setCookie).toMatch(/HttpOnly/i)
    expect(response.setCookie).toMatch(/SameSite=Lax/i)
    expect(response.setCookie).toMatch(/Path=\//)
    expect(response.cookie).not.toBe(staff)
    expect(response.cookie).not.toContain(medusaToken.split(".")[0])
  })

  it("signing out ends the session on the server: a copy of the cookie taken before opens nothing", async () => {
    const cookie = await signIn(customerEmail, "a-long-password")
    expect((await shop("/api/auth/user", { cookie })).body).toMatchObject({ email: customerEmail })
    const response = await shop("/api/auth/sign-out", { method: "POST", body: {}, cookie })
    expect(response.status).toBe(204)
    expect(response.setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    expect(response.cookie).toBe("")
    expect((await shop("/api/auth/user", { cookie })).body).toBeNull()
    expect((await shop("/api/account/orders", { cookie })).status).toBe(401)
  })

  it("a customer sees their own (empty) order list, not the staff's", async () => {
    expect((await shop("/api/account/orders", { cookie: customer })).body).toEqual([])
  })

  it("too many failed sign-ins for one account answer 429 with a clear message", async () => {
    const email = `nobody-${Date.now()}@example.com`
    for (let i = 0; i < 5; i++) {
      expect((await shop("/api/auth/sign-in", { method: "POST", body: { email, password: "guess" } })).status).toBe(401)
    }
    const blocked = await shop("/api/auth/sign-in", { method: "POST", body: { email, password: "guess" } })
    expect(blocked.status).toBe(429)
    expect(ErrorBody.parse(blocked.body).message).toMatch(/Too many failed sign-ins\. Please try again in \d+ seconds?/)
  })
})

describe("illegal changes", () => {
  it("every other change is a 409 naming both statuses, and Medusa keeps the order as it was", async () => {
    for (const from of ["pending", "processing", "paid", "shipped", "delivered"] as const) {
      const order = await oneIn(from)
      const before = await inMedusa(order.id)
      for (const to of ORDER_STATUSES.filter((s) => NEXT_STATUS[from] !== s)) {
        const response = await setStatus(order.id, to)
        expect(response.status, `${from} → ${to}`).toBe(409)
        const { message } = ErrorBody.parse(response.body)
        expect(message).toContain(from)
        expect(message).toContain(to)
      }
      expect(await inMedusa(order.id)).toEqual(before)
    }
  })
})

describe("authorisation of every staff route", () => {
  const forged = "v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
  const tampered = () => tamperedSession(staff)

  it("GET /api/orders: anonymous 401, forged or altered cookie 401, customer 403, staff 200", async () => {
    expect((await shop("/api/orders")).status).toBe(401)
    expect((await shop("/api/orders", { cookie: forged })).status).toBe(401)
    expect((await shop("/api/orders", { cookie: tampered() })).status).toBe(401)
    expect((await shop("/api/orders", { cookie: customer })).status).toBe(403)
    expect((await shop("/api/orders", { cookie: staff })).status).toBe(200)
  })

  it("PUT /api/orders/{id}/status: anonymous 401, forged 401, customer 403, cross-site 403, staff 200", async () => {
    const order = await oneIn("pending")
    expect((await setStatus(order.id, "processing", "")).status).toBe(401)
    expect((await setStatus(order.id, "processing", forged)).status).toBe(401)
    expect((await setStatus(order.id, "processing", tampered())).status).toBe(401)
    expect((await setStatus(order.id, "processing", customer)).status).toBe(403)
    const crossSiteHeaders: Record<string, string>[] = [{ origin: "http://evil.example" }, { "sec-fetch-site": "cross-site" }]
    for (const headers of crossSiteHeaders) {
      const crossSite = await setStatus(order.id, "processing", staff, headers)
      expect(crossSite.status).toBe(403)
    }
    const asForm = await shop(`/api/orders/${order.id}/status`, {
      method: "PUT",
      cookie: staff,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    })
    expect(asForm.status).toBe(415)
    // Nothing above reached Medusa.
    expect((await inMedusa(order.id)).metadata?.shop_processing).toBeUndefined()

    // Staff: pending → processing sets the processing mark on the Medusa order.
    const response = await setStatus(order.id, "processing")
    expect(response.status).toBe(200)
    expect(Order.parse(response.body)).toMatchObject({ id: order.id, status: "processing" })
    const held = await inMedusa(order.id)
    expect(held.metadata?.shop_processing).toBe(true)
    expect(held.fulfillments).toEqual([])
    expect((await current(order.id))?.status).toBe("processing")
  })
})

describe("the status workflow, checked against Medusa", () => {
  it("paid → shipped creates a fulfilment of every item and its shipment; shipped → delivered delivers it", async () => {
    const order = await oneIn("paid")
    const shipped = await setStatus(order.id, "shipped")
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
    expect(Order.parse(shipped.body).status).toBe("shipped")
    let held = await inMedusa(order.id)
    expect(held.fulfillment_status).toBe("shipped")
    expect(held.fulfillments).toHaveLength(1)
    expect(held.fulfillments[0]!.shipped_at).not.toBeNull()
    expect(held.fulfillments[0]!.delivered_at).toBeNull()
    for (const item of held.items) {
      expect(Number(item.detail.fulfilled_quantity)).toBe(Number(item.quantity))
      expect(Number(item.detail.shipped_quantity)).toBe(Number(item.quantity))
    }

    const delivered = await setStatus(order.id, "delivered")
    expect(delivered.status).toBe(200)
    expect(Order.parse(delivered.body).status).toBe("delivered")
    held = await inMedusa(order.id)
    expect(held.fulfillment_status).toBe("delivered")
    expect(held.fulfillments[0]!.delivered_at).not.toBeNull()
    expect((await current(order.id))?.status).toBe("delivered")
  })

  it("an unknown order is a 404 and a malformed body a 400", async () => {
    expect((await setStatus("order_DOESNOTEXIST", "processing")).status).toBe(404)
    const [order] = await orders()
    for (const status of ["lost", 3, null]) {
      const response = await setStatus(order!.id, status)
      expect(response.status).toBe(400)
      expect(ErrorBody.parse(response.body).message).toMatch(/status/)
    }
    const noBody = await shop(`/api/orders/${order!.id}/status`, { method: "PUT", cookie: staff, body: {} })
    expect(noBody.status).toBe(400)
  })
})

describe("many identical requests at once, through the shop server", () => {
  const PARALLEL = 12
  const race = async (id: string, body: { status: string; trackingNumber?: string; carrier?: string }) => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => shop(`/api/orders/${id}/status`, { method: "PUT", body, cookie: staff }))
    )
    const ok = answers.filter((a) => a.status === 200)
    const conflicts = answers.filter((a) => a.status === 409)
    expect(ok, JSON.stringify(answers.map((a) => [a.status, a.body]))).toHaveLength(1)
    expect(conflicts).toHaveLength(PARALLEL - 1)
    for (const conflict of conflicts) {
      expect(ErrorBody.parse(conflict.body).message).toMatch(
        new RegExp(`is ${body.status}; it cannot be changed to ${body.status}`)
      )
    }
    return Order.parse(ok[0]!.body)
  }

  it("exactly one moves the order; Medusa holds one fulfilment, shipped once, delivered once", async () => {
    const pending = await oneIn("pending")
    expect((await race(pending.id, { status: "processing" })).status).toBe("processing")

    const paid = await oneIn("paid")
    const shipped = await race(paid.id, { status: "shipped", trackingNumber: "RR123456785LU", carrier: "POST Luxembourg" })
    expect(shipped).toMatchObject({ status: "shipped", trackingNumber: "RR123456785LU", carrier: "POST Luxembourg" })
    const held = await inMedusa(paid.id)
    expect(held.fulfillments.filter((f) => !f.canceled_at)).toHaveLength(1)
    for (const item of held.items) expect(Number(item.detail.shipped_quantity)).toBe(Number(item.quantity))
    expect(await current(paid.id)).toMatchObject({ trackingNumber: "RR123456785LU" })

    expect((await race(paid.id, { status: "delivered" })).status).toBe("delivered")
    expect((await inMedusa(paid.id)).fulfillment_status).toBe("delivered")
  })

  it("a tracking number or carrier belongs to shipping only, and has a length limit", async () => {
    const pending = await oneIn("pending")
    const withTracking = await setStatusWith(pending.id, { status: "processing", trackingNumber: "X1" })
    expect(withTracking.status).toBe(400)
    const tooLong = await setStatusWith(pending.id, { status: "shipped", carrier: "x".repeat(61) })
    expect(tooLong.status).toBe(400)
    expect(ErrorBody.parse(tooLong.body).message).toMatch(/carrier/)
  })
})

describe("the order table: server pages, filters, search and summary", () => {
  const DAY_MS = 24 * 60 * 60 * 1000
  const list = async (query: string) => {
    const response = await shop(`/api/orders${query}`, { cookie: staff })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return { orders: Order.array().parse(response.body), total: response.total }
  }

  it("without parameters: the spec's list, the newest 10 orders, the total in a header", async () => {
    const first = await list("")
    expect(first.orders.length).toBe(Math.min(10, first.total))
    expect(first.total).toBeGreaterThanOrEqual(12)
    const times = first.orders.map((o) => Date.parse(o.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const [pageOne, pageTwo] = [await list("?pageSize=5"), await list("?pageSize=5&page=2")]
    expect([...pageOne.orders, ...pageTwo.orders].map((o) => o.id)).toEqual(first.orders.map((o) => o.id))
    const beyond = await list(`?page=${first.total + 1}`)
    expect(beyond).toEqual({ orders: [], total: first.total })
  })

  it("filters by status, and 'awaiting-payment' lists pending and processing orders with their transfer", async () => {
    for (const status of ORDER_STATUSES) {
      const page = await list(`?status=${status}&pageSize=100`)
      expect(
        page.orders.every((o) => o.status === status),
        status
      ).toBe(true)
      expect(page.total, status).toBe(page.orders.length)
    }
    const awaiting = await list("?status=awaiting-payment&pageSize=100")
    expect(awaiting.orders.length).toBeGreaterThan(0)
    for (const order of awaiting.orders) {
      expect(["pending", "processing"]).toContain(order.status)
      expect(order.payment).toMatchObject({
        method: "bank_transfer",
        reference: `ORD-${order.id.slice(-6).toUpperCase()}`,
        due: order.totalAmount,
        paid: false,
      })
      const holdDays = (Date.parse(order.payment!.holdEndsAt!) - Date.parse(order.createdAt)) / DAY_MS
      expect(holdDays).toBe(Number(process.env.BANK_TRANSFER_HOLD_DAYS || 7))
    }
  })

  it("finds an order by its number, and customers by name or e-mail", async () => {
    const [order] = (await list("?status=paid")).orders
    for (const search of [`ORD-${order!.id.slice(-6)}`, `%23ORD-${order!.id.slice(-6).toLowerCase()}`]) {
      expect((await list(`?search=${search}`)).orders.map((o) => o.id)).toEqual([order!.id])
    }
    const byEmail = await list(`?search=${encodeURIComponent(order!.customerEmail.toUpperCase())}&pageSize=100`)
    expect(byEmail.orders.map((o) => o.id)).toContain(order!.id)
    expect(byEmail.orders.every((o) => o.customerEmail.toLowerCase() === order!.customerEmail.toLowerCase())).toBe(true)
    const byName = await list(`?search=${encodeURIComponent(order!.customerName.split(" ").at(-1)!)}&status=paid`)
    expect(byName.orders.map((o) => o.id)).toContain(order!.id)
    expect(await list("?search=no-such-customer-anywhere")).toEqual({ orders: [], total: 0 })
  })

  it("the summary is the database's count and sum of every order", async () => {
    const all = await list("?pageSize=100")
    const response = await shop("/api/orders/summary", { cookie: staff })
    expect(response.status).toBe(200)
    const summary = OrderSummary.parse(response.body)
    expect(summary.totalOrders).toBe(all.total)
    if (all.total <= 100) {
      const revenue = all.orders.filter((o) => o.status !== "canceled").reduce((sum, o) => sum + Number(o.totalAmount), 0)
      expect(summary.revenue).toBe(revenue.toFixed(2))
    }
    expect(summary.activeUsers).toBeGreaterThan(0)
    expect((await shop("/api/orders/summary")).status).toBe(401)
    expect((await shop("/api/orders/summary", { cookie: customer })).status).toBe(403)
  })

  it("bad paging, status or search is a 400 that says what is wrong", async () => {
    for (const [query, message] of [
      ["?page=0", /page must be a whole number from 1/],
      ["?page=abc", /page must be a whole number/],
      ["?pageSize=101", /pageSize must be a whole number from 1 to 100/],
      ["?status=lost", /status must be one of pending, processing/],
      ["?search=" + "x".repeat(101), /search has at most 100 characters/],
      ["?sort=id", /unknown field "sort"/],
    ] as const) {
      const response = await shop(`/api/orders${query}`, { cookie: staff })
      expect(response.status, query).toBe(400)
      expect(ErrorBody.parse(response.body).message, query).toMatch(message)
    }
  })
})

function setStatusWith(id: string, body: Record<string, unknown>) {
  return shop(`/api/orders/${id}/status`, { method: "PUT", body, cookie: staff })
}
