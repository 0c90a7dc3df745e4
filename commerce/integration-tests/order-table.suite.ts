import assert from "node:assert/strict"
import { before, it } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { orderTablePage } from "../src/api/admin/shop-orders/order-table"
import { paymentReference } from "../src/modules/bank-transfers/statement/reference"
import { STATUS_FIELDS, statusOfQueried } from "../src/workflows/orders/order-status"
import type { SuiteOptions } from "./suites"
import { createTestShop, orderIn, rowsCurrent, type TestShop } from "./shop"
import type { ShopOrderRow } from "../src/api/admin/shop-orders/order-table"

type Page = { orders: ShopOrderRow[]; count: number; count_capped: boolean; page: number; limit: number }

const DAY_MS = 24 * 60 * 60 * 1000

export default function orderTable({ api, getContainer }: SuiteOptions) {
  let shop: TestShop
  let container: MedusaContainer
  // Newest first: the order placed last comes first.
  const placed: { id: string; state: string }[] = []
  const table = async (query: string) => {
    const response = await api.get(`/admin/shop-orders?${query}`, { ...shop.adminHeaders, validateStatus: () => true })
    return response as { status: number; data: Page & { message?: string } }
  }
  /** What Medusa's own aggregate statuses make of each order, and its total. */
  async function medusaView(ids: string[]) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: [...STATUS_FIELDS, "total", "email"], filters: { id: ids } })
    return new Map(data.map((o) => [o.id, { status: statusOfQueried(o), total: Number(o.total) }]))
  }

  before(async () => {
    container = getContainer()
    shop = await createTestShop(container)
    for (const state of ["awaiting-transfer", "processing", "paid", "shipped", "delivered", "awaiting-transfer"] as const) {
      placed.push({ id: await orderIn(container, shop, state, placed.length % shop.variantIds.length), state })
    }
    const canceled = await orderIn(container, shop, "awaiting-transfer", 1)
    await cancelOrderWorkflow(container).run({ input: { order_id: canceled } })
    placed.push({ id: canceled, state: "canceled" })
    placed.reverse()
    // Medusa's own workflows brought the orders to their states: their events update the rows.
    await rowsCurrent(
      container,
      placed.map((o) => o.id)
    )
  })

  it("the database derives each order's status as Medusa's aggregate statuses do, newest first", async () => {
    const { status, data } = await table("limit=50")
    assert.equal(status, 200, JSON.stringify(data))
    assert.equal(data.count, placed.length)
    assert.deepEqual(
      data.orders.map((o) => o.id),
      placed.map((o) => o.id)
    )
    const medusa = await medusaView(placed.map((o) => o.id))
    for (const row of data.orders) {
      assert.equal(row.shop_status, medusa.get(row.id)!.status, `status of ${row.id}`)
      assert.equal(row.total, medusa.get(row.id)!.total.toFixed(2), `total of ${row.id}`)
    }
    assert.deepEqual(
      data.orders.map((o) => o.shop_status),
      ["canceled", "pending", "delivered", "shipped", "paid", "processing", "pending"]
    )
    const first = data.orders[1]
    assert.equal(first.customer_name, "Claire Dubois")
    assert.equal(first.email, "claire.dubois@example.com")
    assert.equal(first.items.length, 1)
    assert.equal(first.items[0].quantity, 1)
  })

  it("pages: page size, page number and the total the filter leaves", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => table(`limit=3&page=${page}`)))
    assert.deepEqual(
      pages.map((p) => p.data.orders.length),
      [3, 3, 1, 0]
    )
    assert.deepEqual(
      pages.flatMap((p) => p.data.orders.map((o) => o.id)),
      placed.map((o) => o.id)
    )
    assert.deepEqual(
      pages.map((p) => [p.data.count, p.data.page, p.data.limit]),
      [
        [7, 1, 3],
        [7, 2, 3],
        [7, 3, 3],
        [7, 4, 3],
      ]
    )
    const beyond = await table("status=pending&page=5&limit=1")
    assert.deepEqual([beyond.data.orders.length, beyond.data.count], [0, 2])
  })

  it("filters by status, and 'awaiting_payment' is pending and processing", async () => {
    for (const [status, states] of Object.entries({
      pending: ["pending", "pending"],
      processing: ["processing"],
      paid: ["paid"],
      shipped: ["shipped"],
      delivered: ["delivered"],
      canceled: ["canceled"],
      awaiting_payment: ["pending", "processing", "pending"],
    })) {
      const { data } = await table(`status=${status}`)
      assert.deepEqual(
        data.orders.map((o) => o.shop_status),
        states,
        status
      )
      assert.equal(data.count, states.length, status)
    }
    const { data } = await table("status=pending&limit=1&page=2")
    assert.deepEqual([data.orders.length, data.count, data.orders[0].id], [1, 2, placed[6].id])
  })

  it("searches by order number, e-mail or name, alone or with a status", async () => {
    const target = placed[3].id
    for (const q of [paymentReference(target), `#${paymentReference(target).toLowerCase()}`, target.slice(-6)]) {
      const { data } = await table(`q=${encodeURIComponent(q)}`)
      assert.deepEqual(
        data.orders.map((o) => o.id),
        [target],
        q
      )
    }
    assert.equal((await table("q=DUBOIS")).data.count, placed.length)
    assert.equal((await table("q=claire.dubois%40example")).data.count, placed.length)
    assert.equal((await table("q=nobody-of-that-name")).data.count, 0)
    assert.equal((await table("q=100%25")).data.count, 0, "% is a character, not a wildcard")
    const paid = await table("q=dubois&status=paid")
    assert.deepEqual([paid.data.count, paid.data.orders[0].shop_status], [1, "paid"])
    assert.equal((await table("q=DUBOIS")).data.count_capped, false)
  })

  it("a search counts its orders up to the limit and says when there are more", async () => {
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const page = (q: string, limit: number) => orderTablePage(db, { page: 1, limit: 2, q }, 7, limit)
    // Every order is Claire Dubois's: seven match, two to a page.
    const capped = await page("dubois", 5)
    assert.deepEqual([capped.count, capped.count_capped, capped.orders.length], [5, true, 2])
    const exact = await page("dubois", placed.length)
    assert.deepEqual([exact.count, exact.count_capped], [placed.length, false])
    // Without a search the counters give the exact count, whatever the limit.
    const all = await orderTablePage(db, { page: 1, limit: 2 }, 7, 1)
    assert.deepEqual([all.count, all.count_capped], [placed.length, false])
  })

  it("a bank-transfer order comes with its reference, amounts and the end of its hold", async () => {
    const { data } = await table("limit=50")
    const pending = data.orders.find((o) => o.id === placed[1].id)!
    assert.deepEqual(pending.payment, {
      method: "bank_transfer",
      reference: paymentReference(pending.id),
      due: pending.total,
      received: "0.00",
      outstanding: pending.total,
      excess: "0.00",
      paid: false,
      hold_ends_at: new Date(Date.parse(pending.created_at) + 7 * DAY_MS).toISOString(),
    })
    const half = (Number(pending.total) / 2).toFixed(2)
    const recorded = await api.post(
      `/admin/shop-orders/${pending.id}/bank-payments`,
      { amount: half, received_at: "2026-11-20", bank_reference: "PART-1" },
      shop.adminHeaders
    )
    assert.equal(recorded.status, 200)
    const after = (await table(`q=${paymentReference(pending.id)}`)).data.orders[0]
    assert.equal(after.payment.received, half)
    assert.equal(after.payment.outstanding, (Number(pending.total) - Number(half)).toFixed(2))
    const paid = data.orders.find((o) => o.shop_status === "paid")!
    assert.equal(paid.payment.paid, true)
    assert.equal(paid.payment.hold_ends_at, null)
  })

  it("the summary counts every order, sums the revenue of those not canceled, and counts active customers", async () => {
    const response = await api.get("/admin/shop-orders/summary", shop.adminHeaders)
    const medusa = await medusaView(placed.map((o) => o.id))
    const revenue = placed.filter((o) => o.state !== "canceled").reduce((sum, o) => sum + medusa.get(o.id)!.total, 0)
    assert.deepEqual(response.data.summary, {
      orders: placed.length,
      revenue: revenue.toFixed(2),
      active_customers: 1,
      active_days: 30,
    })
  })

  it("bad paging or filters are a 400 that says what is wrong", async () => {
    for (const [query, message] of [
      ["page=0", "page must be at least 1"],
      ["limit=101", "limit must be at most 100"],
      ["limit=ten", "limit must be a whole number"],
      ["status=lost", "status must be one of"],
      ["sort=id", "Unrecognized key"],
    ]) {
      const { status, data } = await table(query)
      assert.equal(status, 400, query)
      assert.match(String(data.message), new RegExp(message), query)
    }
    const anonymous = await api.get("/admin/shop-orders", { validateStatus: () => true })
    assert.equal(anonymous.status, 401)
  })
}
