import assert from "node:assert/strict"
import { before, it } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { expireBankTransferHolds } from "../src/lib/bank-transfer/expire-holds"
import { rebuildOrderRows } from "../src/modules/order-rows/rows"
import type { SuiteOptions } from "./suites"
import { createTestShop, orderIn, orderRow, rowsCurrent, type TestShop } from "./shop"

const DAY_MS = 24 * 60 * 60 * 1000

export default function orderRows({ api, getContainer }: SuiteOptions) {
  let shop: TestShop
  let container: MedusaContainer
  const admin = <T = Record<string, unknown>>(path: string, body: Record<string, unknown> = {}) =>
    api.post(path, body, { ...shop.adminHeaders, validateStatus: () => true }) as Promise<{ status: number; data: T }>
  const ok = async (path: string, body?: Record<string, unknown>) => {
    const response = await admin(path, body)
    assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.data)}`)
    return response.data
  }
  /** What the order is made of, as Query reads it: its items and its payment. */
  async function parts(orderId: string) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [order],
    } = await query.graph({
      entity: "order",
      fields: ["items.*", "fulfillments.id", "payment_collections.payments.id", "customer_id"],
      filters: { id: orderId },
    })
    return {
      items: order!.items!.map((i: { id: string; quantity: unknown } | null) => ({ id: i!.id, quantity: Number(i!.quantity) })),
      fulfillmentIds: (order!.fulfillments ?? []).map((f: { id: string } | null) => f!.id),
      paymentId: order!.payment_collections![0]!.payments![0]!.id as string,
      customerId: order!.customer_id as string,
    }
  }

  before(async () => {
    container = getContainer()
    shop = await createTestShop(container)
  })

  it("a checkout writes the order's row before it answers; the shop's transitions and payments rewrite it before they answer", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer")
    // No waiting: each step below reads the row as soon as the call has answered.
    assert.equal((await orderRow(container, orderId))?.shop_status, "pending", "the checkout wrote the row")
    await rowsCurrent(container, [orderId], 0)

    await ok(`/admin/shop-orders/${orderId}/transition`, { to: "processing" })
    assert.equal((await orderRow(container, orderId))?.shop_status, "processing")
    const { total } = (await orderRow(container, orderId))!
    await ok(`/admin/shop-orders/${orderId}/bank-payments`, {
      amount: total,
      received_at: "2026-11-20",
      bank_reference: "FULL-1",
    })
    assert.equal((await orderRow(container, orderId))?.shop_status, "paid")
    await ok(`/admin/shop-orders/${orderId}/transition`, { to: "shipped", tracking_number: "RR123456789LU" })
    assert.equal((await orderRow(container, orderId))?.shop_status, "shipped")
    await ok(`/admin/shop-orders/${orderId}/transition`, { to: "delivered" })
    assert.equal((await orderRow(container, orderId))?.shop_status, "delivered")
    await rowsCurrent(container, [orderId], 0)
  })

  it("a transition refused or undone leaves the row as it was", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer")
    await rowsCurrent(container, [orderId])
    const before = await orderRow(container, orderId)
    assert.equal((await admin(`/admin/shop-orders/${orderId}/transition`, { to: "shipped" })).status, 409)
    assert.deepEqual(await orderRow(container, orderId), before)
  })

  it("the back office's own routes: capture, fulfil, ship, deliver, refund, cancel, edit — each row follows", async () => {
    const paid = await orderIn(container, shop, "awaiting-transfer", 1)
    await ok(`/admin/payments/${(await parts(paid)).paymentId}/capture`)
    assert.equal((await rowsCurrent(container, [paid]))[0].shop_status, "paid")

    const { items } = await parts(paid)
    await ok(`/admin/orders/${paid}/fulfillments`, { items })
    const [fulfillmentId] = (await parts(paid)).fulfillmentIds
    assert.equal((await rowsCurrent(container, [paid]))[0].shop_status, "paid", "packed is not shipped")
    await ok(`/admin/orders/${paid}/fulfillments/${fulfillmentId}/shipments`, { items })
    assert.equal((await rowsCurrent(container, [paid]))[0].shop_status, "shipped")
    await ok(`/admin/orders/${paid}/fulfillments/${fulfillmentId}/mark-as-delivered`)
    assert.equal((await rowsCurrent(container, [paid]))[0].shop_status, "delivered")

    const refunded = await orderIn(container, shop, "paid", 2)
    await ok(`/admin/payments/${(await parts(refunded)).paymentId}/refund`)
    assert.equal((await rowsCurrent(container, [refunded]))[0].shop_status, "pending", "wholly refunded: no longer paid")

    const canceled = await orderIn(container, shop, "processing")
    await ok(`/admin/orders/${canceled}/cancel`)
    const [row] = await rowsCurrent(container, [canceled])
    assert.deepEqual([row.shop_status, row.canceled], ["canceled", true])

    const edited = await orderIn(container, shop, "awaiting-transfer")
    await ok(`/admin/orders/${edited}`, { email: "claire.new@example.org" })
    assert.equal((await rowsCurrent(container, [edited]))[0].email, "claire.new@example.org")
    const found = await api.get(`/admin/shop-orders?q=claire.new`, shop.adminHeaders)
    assert.deepEqual(
      found.data.orders.map((o: { id: string }) => o.id),
      [edited]
    )
  })

  it("a customer renamed in the back office is found under the new name on every order of theirs", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer")
    const { customerId } = await parts(orderId)
    await ok(`/admin/customers/${customerId}`, { last_name: "Dubois-Marchand" })
    const rows = await rowsCurrent(container, [orderId])
    assert.match(rows[0].search_text, /Dubois-Marchand/)
    const found = await api.get(`/admin/shop-orders?q=marchand&limit=100`, shop.adminHeaders)
    assert.ok(found.data.orders.some((o: { id: string }) => o.id === orderId))
  })

  it("the expiry job's cancellation rewrites the row before the job moves on", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer")
    await rowsCurrent(container, [orderId])
    const result = await expireBankTransferHolds(container, new Date(Date.now() + 30 * DAY_MS))
    assert.ok(result.canceled.includes(orderId))
    const row = await orderRow(container, orderId)
    assert.deepEqual([row?.shop_status, row?.canceled], ["canceled", true])
    await rowsCurrent(container, [orderId], 0)
  })

  it("the backfill writes the same rows as the workflows and subscribers kept, for every order", async () => {
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const { rows: ids } = await db.raw(`select id from "order" where deleted_at is null order by id`)
    const kept = await rowsCurrent(
      container,
      ids.map((r: { id: string }) => r.id)
    )
    await db.raw(`delete from shop_order_row`)
    assert.equal(await rebuildOrderRows(db), ids.length)
    assert.deepEqual(
      await rowsCurrent(
        container,
        ids.map((r: { id: string }) => r.id),
        0
      ),
      kept
    )
    const summary = await api.get("/admin/shop-orders/summary", shop.adminHeaders)
    assert.equal(summary.data.summary.orders, ids.length)
  })
}
