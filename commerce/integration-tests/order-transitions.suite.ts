import assert from "node:assert/strict"
import { before, it } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { readOrder } from "../src/lib/orders/read-order"
import { ORDER_EVENTS_MODULE } from "../src/modules/order-events"
import type OrderEventsModuleService from "../src/modules/order-events/service"
import { shipOrderWorkflow } from "../src/workflows/orders/workflows/ship-order"
import type { SuiteOptions } from "./suites"
import { createTestShop, orderIn, recorded, type TestShop } from "./shop"

const PARALLEL = 10
const ROUNDS = 3

// A step made to fail after the shipment, while the test asks for it.
let failAfterShipping = false

export default function orderTransitions({ api, getContainer }: SuiteOptions) {
  let shop: TestShop
  let container: MedusaContainer
  type Answer = { status: number; data: { order?: { shop_status: string }; status?: string; type?: string; message?: string } }
  const transition = (orderId: string, body: Record<string, unknown>): Promise<Answer> =>
    api.post(`/admin/shop-orders/${orderId}/transition`, body, { ...shop.adminHeaders, validateStatus: () => true })

  async function race(orderId: string, body: Record<string, unknown>, to: string) {
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => transition(orderId, body)))
    const ok = answers.filter((a) => a.status === 200)
    const conflicts = answers.filter((a) => a.status === 409)
    assert.equal(ok.length, 1, `exactly one request succeeds: ${JSON.stringify(answers.map((a) => [a.status, a.data]))}`)
    assert.equal(conflicts.length, PARALLEL - 1, "every other request is a conflict")
    assert.equal(ok[0].data.order!.shop_status, to)
    for (const conflict of conflicts) {
      assert.equal(conflict.data.status, to, "a conflict names the status the order has now")
      assert.equal(conflict.data.type, "conflict")
    }
  }

  const eventsOf = async (orderId: string) =>
    (await container.resolve<OrderEventsModuleService>(ORDER_EVENTS_MODULE).listOrderEvents({ order_id: orderId })).map(
      (e) => e.kind
    )

  before(async () => {
    container = getContainer()
    shop = await createTestShop(container)
    shipOrderWorkflow.hooks.transitioned(() => {
      if (failAfterShipping) throw new Error("the carrier's system refused the parcel")
    })
  })

  it("pending → processing: of many identical requests at once, exactly one marks the order", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await orderIn(container, shop, "awaiting-transfer")
      await race(orderId, { to: "processing" }, "processing")
      assert.equal((await recorded(container, orderId)).metadata.shop_processing, true)
      assert.deepEqual(await eventsOf(orderId), ["processing"], "one entry on the timeline for the one change")
    }
  })

  it("paid → shipped: one fulfilment, one shipment, stock and totals as one request makes them", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await orderIn(container, shop, "paid", round)
      const before = await recorded(container, orderId)
      await race(orderId, { to: "shipped", tracking_number: ` 1Z999AA1012345678${round} `, carrier: "DHL" }, "shipped")
      const after = await recorded(container, orderId)
      assert.deepEqual(after.fulfillments, [
        { shipped: true, delivered: false, carrier: "DHL", trackingNumbers: [`1Z999AA1012345678${round}`] },
      ])
      assert.equal(after.stocked, before.stocked - 1, "the piece leaves the stock once")
      assert.equal(after.reserved, before.reserved - 1, "its reservation is used once")
      assert.equal(after.total, before.total, "the order's total does not change")
      assert.equal(after.pendingDifference, 0, "nothing is owed or to be refunded")
    }
  })

  it("shipped → delivered: exactly one request marks the parcel delivered", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await orderIn(container, shop, "shipped", round)
      const before = await recorded(container, orderId)
      await race(orderId, { to: "delivered" }, "delivered")
      const after = await recorded(container, orderId)
      assert.deepEqual(
        after.fulfillments.map((f: { delivered: boolean }) => f.delivered),
        [true]
      )
      assert.equal(after.stocked, before.stocked)
      assert.equal(after.total, before.total)
    }
  })

  it("a failure half-way leaves the order as it was, and the order can be shipped afterwards", async () => {
    const orderId = await orderIn(container, shop, "paid")
    const before = await recorded(container, orderId)
    failAfterShipping = true
    try {
      const failed = await transition(orderId, { to: "shipped", tracking_number: "RR123456789LU" })
      assert.ok(failed.status >= 500, `the failure is reported, not hidden: ${failed.status}`)
    } finally {
      failAfterShipping = false
    }
    const after = await recorded(container, orderId)
    assert.deepEqual(after.fulfillments, [], "no fulfilment is left behind")
    assert.deepEqual(await eventsOf(orderId), [], "nor an entry on the order's timeline")
    assert.equal(after.stocked, before.stocked)
    assert.equal(after.reserved, before.reserved)
    assert.equal(after.total, before.total)

    const retried = await transition(orderId, { to: "shipped" })
    assert.equal(retried.status, 200, "the lock was released and the order can move on")
    assert.deepEqual(await eventsOf(orderId), ["shipped"])
    assert.equal((await recorded(container, orderId)).stocked, before.stocked - 1)
  })

  it("a completion killed after Medusa created the order: completing the cart again places one order, holding the piece once", async () => {
    const orphanId = await orderIn(container, shop, "awaiting-transfer", 2)
    const before = await recorded(container, orphanId)
    // What a Medusa killed right after creating the order leaves (its steps commit one by one):
    // the order, without its link to the cart, its payment link or its reservation; the cart not completed.
    const placed = await readOrder<{ items: { id: string }[]; payment_collections: { id: string }[]; cart: { id: string } }>(
      container,
      orphanId,
      ["items.id", "payment_collections.id", "cart.id"]
    )
    const cartId = placed.cart.id
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    await link.dismiss({ [Modules.ORDER]: { order_id: orphanId }, [Modules.CART]: { cart_id: cartId } })
    await link.dismiss({
      [Modules.ORDER]: { order_id: orphanId },
      [Modules.PAYMENT]: { payment_collection_id: placed.payment_collections[0].id },
    })
    const itemIds = placed.items.map((item) => item.id)
    await container.resolve(Modules.INVENTORY).deleteReservationItemsByLineItem(itemIds)
    await container.resolve(Modules.CART).updateCarts(cartId, { completed_at: null })

    const complete = () =>
      api.post(
        `/store/carts/${cartId}/complete`,
        {},
        {
          headers: { "x-publishable-api-key": shop.setup.publishableKey },
          validateStatus: () => true,
        }
      )
    // The shopper's retry, twice at once (a double click): one order, the same for both.
    const retries = await Promise.all([complete(), complete()])
    for (const retried of retries) assert.equal(retried.status, 200, JSON.stringify(retried.data))
    const orderId = retries[0].data.order.id as string
    assert.equal(retries[1].data.order.id, orderId, "both retries answer the same order")
    assert.notEqual(orderId, orphanId)
    assert.equal((await complete()).data.order.id, orderId, "completing once more answers the same order")

    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const [orphan] = await db("order").select("deleted_at").where({ id: orphanId })
    assert.ok(orphan.deleted_at, "the order the interrupted completion left is removed")
    const live = await db("order").select("id").whereRaw("metadata->>'cart_id' = ?", [cartId]).whereNull("deleted_at")
    assert.deepEqual(live, [{ id: orderId }], "one order of the cart")
    assert.equal((await recorded(container, orderId)).reserved, before.reserved, "the piece is held once")
  })

  it("answers 409 naming the status for a step the order cannot take, 404 for no order, 400 for bad input", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer")
    const wrong = await transition(orderId, { to: "shipped" })
    assert.equal(wrong.status, 409)
    assert.equal(wrong.data.status, "pending")
    assert.equal((await transition("order_01NOSUCHORDER", { to: "processing" })).status, 404)
    assert.equal((await transition(orderId, { to: "canceled" })).data.status, "pending")
    assert.equal((await transition(orderId, { to: "lost" })).status, 400)
    assert.equal((await transition(orderId, { to: "processing", tracking_number: "X1" })).status, 400)
    assert.equal((await transition(orderId, { to: "shipped", carrier: "x".repeat(61) })).status, 400)
    assert.equal(
      (await api.post(`/admin/shop-orders/${orderId}/transition`, { to: "processing" }, { validateStatus: () => true })).status,
      401,
      "staff only"
    )
  })
}
