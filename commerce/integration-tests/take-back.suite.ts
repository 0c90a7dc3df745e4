import assert from "node:assert/strict"
import { after, before, it } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createOrderFulfillmentWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { readOrder } from "../src/lib/orders/read-order"
import { rebuildCatalogue } from "../src/modules/catalogue-index/sync"
import type { SuiteOptions } from "./suites"
import { createTestShop, listedStock, listedWithin, orderIn, recorded, type TestShop } from "./shop"
// @ts-expect-error -- the offline Stripe fake is plain JavaScript shared by every suite
import { startStripeFake } from "../../tests/fakes/stripe-fake.mjs"

const PARALLEL = 10

// Medusa's Stripe provider talks to the offline fake, started before the first card payment. Its
// address is fixed before Medusa reads its configuration: a port per process, below the ephemeral range.
const STRIPE_PORT = 20_000 + (process.pid % 12_000)
Object.assign(process.env, { STRIPE_API_KEY: "sk_test_fake", STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}` })
type StripeFake = {
  url: string
  apiKey: string
  intents: Map<string, { amount_refunded?: number; amount_received: number }>
  refunds: Map<string, { amount: number; payment_intent: string }>
  close: () => Promise<void>
}

type Answer = { status: number; data: { order?: { shop_status: string }; status?: string; type?: string; message?: string } }

/** Of requests fired at once, exactly one changed the order; every other is a 409 naming its state and why. */
function exactlyOne(answers: Answer[], status: string, message: RegExp) {
  const sent = JSON.stringify(answers.map((a) => [a.status, a.data.message]))
  assert.equal(answers.filter((a) => a.status === 200).length, 1, sent)
  for (const c of answers.filter((a) => a.status !== 200)) {
    assert.equal(c.status, 409, sent)
    assert.equal(c.data.status, status)
    assert.match(c.data.message!, message)
  }
}

export default function takeBack({ api, getContainer }: SuiteOptions) {
  let shop: TestShop
  let container: MedusaContainer
  let stripe: StripeFake

  const post = (path: string, body: Record<string, unknown>, headers = shop.adminHeaders): Promise<Answer> =>
    api.post(path, body, { ...headers, validateStatus: () => true })
  const cancel = (orderId: string, body: Record<string, unknown> = {}) => post(`/admin/shop-orders/${orderId}/cancel`, body)
  const refund = (orderId: string, body: Record<string, unknown>) => post(`/admin/shop-orders/${orderId}/refunds`, body)

  /** The piece of an order of one. */
  async function pieceOf(orderId: string): Promise<string> {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["items.product_id"], filters: { id: orderId } })
    return data[0]!.items![0]!.product_id!
  }

  type QueriedRefund = { amount: unknown; note: string | null; metadata: Record<string, unknown> | null }
  type QueriedPayment = { data: { id?: string } | null; captured_at: string | null; refunds: QueriedRefund[] | null }

  async function payment(orderId: string) {
    const order = await readOrder<{ status: string; payment_collections: { payments: QueriedPayment[] }[] }>(container, orderId, [
      "status",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.data",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.refunds.amount",
      "payment_collections.payments.refunds.note",
      "payment_collections.payments.refunds.metadata",
    ])
    const p = order.payment_collections[0].payments[0]
    return {
      status: order.status,
      intentId: p.data?.id,
      captured: !!p.captured_at,
      refunds: (p.refunds ?? []).map((r) => ({ cents: Math.round(Number(r.amount) * 100), note: r.note, metadata: r.metadata })),
    }
  }

  /** A card order of one piece: the shopper's card confirmed at the fake, the cart completed, the payment captured. */
  async function cardOrder(variant = 0): Promise<string> {
    const { result: cart } = await createCartWorkflow(container).run({
      input: {
        region_id: shop.setup.regionId,
        sales_channel_id: shop.setup.salesChannelId,
        email: "claire.dubois@example.com",
        shipping_address: {
          first_name: "Claire",
          last_name: "Dubois",
          address_1: "1 Rue",
          city: "Lyon",
          postal_code: "69001",
          country_code: "fr",
        },
        items: [{ variant_id: shop.variantIds[variant], quantity: 1 }],
      },
    })
    await addShippingMethodToCartWorkflow(container).run({
      input: { cart_id: cart.id, options: [{ id: shop.setup.shippingOptionId }] },
    })
    await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } })
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "cart", fields: ["payment_collection.id"], filters: { id: cart.id } })
    const { result: session } = await createPaymentSessionsWorkflow(container).run({
      input: { payment_collection_id: data[0]!.payment_collection!.id, provider_id: "pp_stripe_stripe" },
    })
    const intentId = (session.data as { id: string }).id
    const confirmed = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
      method: "POST",
      headers: { authorization: `Bearer ${stripe.apiKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: "payment_method=pm_card_visa",
    })
    assert.equal(confirmed.status, 200)
    const { result: order } = await completeCartWorkflow(container).run({ input: { id: cart.id } })
    // The order-placed subscriber captures the card.
    const deadline = Date.now() + 10_000
    while (!(await payment(order.id)).captured && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    assert.ok((await payment(order.id)).captured, "the card is captured once the order is placed")
    return order.id
  }

  before(async () => {
    stripe = await startStripeFake({ port: STRIPE_PORT })
    container = getContainer()
    shop = await createTestShop(container, true)
    await rebuildCatalogue(container)
  })
  after(async () => {
    await stripe?.close()
  })

  it("cancels a pending bank-transfer order: its reservation is released and the piece is listed again", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer")
    const before = await recorded(container, orderId)
    await listedWithin(container, await pieceOf(orderId), before.stocked - before.reserved)
    const answer = await cancel(orderId)
    assert.equal(answer.status, 200, JSON.stringify(answer.data))
    assert.equal(answer.data.order!.shop_status, "canceled")
    const after = await recorded(container, orderId)
    assert.equal(after.reserved, before.reserved - 1, "the reservation is released")
    assert.equal(after.stocked, before.stocked)
    assert.equal(
      await listedStock(container, await pieceOf(orderId)),
      after.stocked - after.reserved,
      "the catalogue lists the piece when the cancel answers"
    )
    assert.deepEqual((await payment(orderId)).refunds, [], "nothing was paid, nothing refunded")
  })

  it("of ten identical cancels at once, exactly one cancels; the others are 409s naming the status", async () => {
    const orderId = await orderIn(container, shop, "processing", 1)
    const before = await recorded(container, orderId)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => cancel(orderId)))
    exactlyOne(answers, "canceled", /is canceled already/)
    assert.equal((await recorded(container, orderId)).reserved, before.reserved - 1, "released once")
  })

  it("cancels a paid card order: the card is refunded through Stripe and the piece is released", async () => {
    const orderId = await cardOrder(2)
    const before = await recorded(container, orderId)
    const { intentId } = await payment(orderId)
    const answer = await cancel(orderId)
    assert.equal(answer.status, 200, JSON.stringify(answer.data))
    const after = await payment(orderId)
    assert.equal(after.status, "canceled")
    assert.deepEqual(
      after.refunds.map((r) => r.cents),
      [Math.round(before.total * 100)],
      "the whole payment is refunded"
    )
    const atStripe = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId)
    assert.deepEqual(
      atStripe.map((r) => r.amount),
      [Math.round(before.total * 100)],
      "Stripe was asked once for the whole amount"
    )
    assert.equal((await recorded(container, orderId)).reserved, before.reserved - 1)
  })

  it("a paid bank-transfer order is canceled only with the refund transfer's date and reference, which are kept", async () => {
    const orderId = await orderIn(container, shop, "paid")
    const before = await recorded(container, orderId)
    const missing = await cancel(orderId)
    assert.equal(missing.status, 400)
    assert.match(missing.data.message!, /bank transfer: give the date and the bank reference/)
    assert.equal((await payment(orderId)).status, "pending", "nothing changed")
    assert.equal((await cancel(orderId, { refunded_on: "2026-11-20" })).status, 400, "both or neither")

    const answer = await cancel(orderId, { refunded_on: "2026-11-20", bank_reference: "RF-2026-1120-7" })
    assert.equal(answer.status, 200, JSON.stringify(answer.data))
    const { refunds } = await payment(orderId)
    assert.equal(refunds.length, 1)
    assert.equal(refunds[0].cents, Math.round(before.total * 100))
    assert.deepEqual(refunds[0].metadata?.bank_transfer, { sent_on: "2026-11-20", bank_reference: "RF-2026-1120-7" })
    assert.equal((await recorded(container, orderId)).reserved, before.reserved - 1)
  })

  it("a shipped order, a second cancel, an unknown or a malformed request change nothing", async () => {
    const shipped = await orderIn(container, shop, "shipped")
    const before = await recorded(container, shipped)
    const refused = await cancel(shipped)
    assert.equal(refused.status, 409)
    assert.equal(refused.data.status, "shipped")
    assert.match(refused.data.message!, /is shipped; a parcel that has left cannot be canceled/)
    assert.deepEqual(await recorded(container, shipped), before)

    const packed = await orderIn(container, shop, "paid", 1)
    await createOrderFulfillmentWorkflow(container).run({
      input: { order_id: packed, items: [{ id: await firstItem(packed), quantity: 1 }] },
    })
    const packedAnswer = await cancel(packed, { refunded_on: "2026-11-20", bank_reference: "X" })
    assert.equal(packedAnswer.status, 409)
    assert.match(packedAnswer.data.message!, /parcel packed in the back office/)

    assert.equal((await cancel("order_01JNOSUCHORDER000000000000")).status, 404)
    assert.equal((await cancel(shipped, { refunded_on: "yesterday", bank_reference: "X" })).status, 400)
    assert.equal((await cancel(shipped, { reason: "x" })).status, 400, "unknown fields are refused")
    assert.equal((await post(`/admin/shop-orders/${shipped}/cancel`, {}, { headers: { authorization: "" } })).status, 401)
  })

  it("refunds part of a card order (goodwill: the stock stays), then a returned piece, then refuses more than is left", async () => {
    const orderId = await cardOrder(0)
    const { result: parcel } = await ship(orderId)
    assert.ok(parcel)
    const before = await recorded(container, orderId)
    const totalCents = Math.round(before.total * 100)
    const { intentId } = await payment(orderId)

    const goodwill = await refund(orderId, { amount: "5.00" })
    assert.equal(goodwill.status, 200, JSON.stringify(goodwill.data))
    assert.equal(goodwill.data.order!.shop_status, "shipped")
    assert.equal((await recorded(container, orderId)).stocked, before.stocked, "a goodwill refund leaves the stock alone")
    assert.equal(stripe.intents.get(intentId!)!.amount_refunded, 500)

    const above = await refund(orderId, { amount: ((totalCents - 500 + 1) / 100).toFixed(2) })
    assert.equal(above.status, 409)
    assert.match(above.data.message!, /at most .* EUR can still be refunded/)
    assert.equal((await payment(orderId)).refunds.length, 1, "nothing more was refunded")

    const itemId = await firstItem(orderId)
    const returned = await refund(orderId, {
      item_ids: [itemId],
      returned: true,
      amount: ((totalCents - 500) / 100).toFixed(2),
    })
    assert.equal(returned.status, 200, JSON.stringify(returned.data))
    const after = await recorded(container, orderId)
    assert.equal(after.stocked, before.stocked + 1, "the returned piece is in stock again")
    assert.equal(
      await listedStock(container, await pieceOf(orderId)),
      after.stocked - after.reserved,
      "and listed when the refund answers"
    )
    assert.equal(stripe.intents.get(intentId!)!.amount_refunded, totalCents)

    const again = await refund(orderId, { amount: "1.00" })
    assert.equal(again.status, 409)
    assert.match(again.data.message!, /refunded in full already/)
  })

  it("refunds a bank-transfer order with the transfer's date and reference; ten identical refunds at once refund once", async () => {
    const orderId = await orderIn(container, shop, "paid", 2)
    const body = { amount: "3.00", refunded_on: "2026-11-21", bank_reference: "RF-1", request_id: "desk-refund-0001" }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => refund(orderId, body)))
    exactlyOne(answers, "paid", /was made already/)
    const { refunds } = await payment(orderId)
    assert.deepEqual(
      refunds.map((r) => r.cents),
      [300],
      "one refund of 3.00"
    )
    assert.deepEqual(refunds[0].metadata?.bank_transfer, { sent_on: "2026-11-21", bank_reference: "RF-1" })

    assert.equal((await refund(orderId, { amount: "1.00" })).status, 400, "a bank refund needs its transfer")
    const full = await refund(orderId, { refunded_on: "2026-11-21", bank_reference: "RF-2" })
    assert.equal(full.status, 409, "everything left, before shipping, is a cancel")
    assert.match(full.data.message!, /cancel it/)
    assert.equal(
      (await refund(orderId, { item_ids: ["ordli_nope"], refunded_on: "2026-11-21", bank_reference: "RF-3" })).status,
      400
    )
    assert.equal((await refund(orderId, { amount: "-1" })).status, 400)
    assert.equal((await refund(orderId, { amount: "1.00", returned: "yes" })).status, 400)
    assert.equal((await payment(orderId)).refunds.length, 1, "no refused request refunded anything")

    const pending = await orderIn(container, shop, "awaiting-transfer")
    const unpaid = await refund(pending, { amount: "1.00" })
    assert.equal(unpaid.status, 409)
    assert.equal(unpaid.data.status, "pending")
    assert.match(unpaid.data.message!, /nothing has been paid/)
  })

  it("of ten full refunds of a shipped card order at once, one refunds everything; the others are 409s", async () => {
    const orderId = await cardOrder(1)
    await ship(orderId)
    const totalCents = Math.round((await recorded(container, orderId)).total * 100)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => refund(orderId, {})))
    exactlyOne(answers, "shipped", /refunded in full already/)
    assert.deepEqual(
      (await payment(orderId)).refunds.map((r) => r.cents),
      [totalCents]
    )
    const { intentId } = await payment(orderId)
    assert.equal(stripe.intents.get(intentId!)!.amount_refunded, totalCents, "Stripe refunded the whole amount once")
  })

  it("of ten refunds at once for the same returned piece, one puts it back in stock; the others are 409s", async () => {
    const orderId = await orderIn(container, shop, "shipped", 2)
    const before = await recorded(container, orderId)
    const itemId = await firstItem(orderId)
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        refund(orderId, {
          item_ids: [itemId],
          returned: true,
          amount: "1.00",
          refunded_on: "2026-11-23",
          bank_reference: `RF-RET-${i}`,
          request_id: `desk-return-${String(i).padStart(4, "0")}`,
        })
      )
    )
    exactlyOne(answers, "shipped", /taken back already/)
    assert.equal((await recorded(container, orderId)).stocked, before.stocked + 1, "the piece is back in stock once")
    assert.deepEqual(
      (await payment(orderId)).refunds.map((r) => r.cents),
      [100],
      "one refund"
    )
  })

  it("an order with an invoice gets a credit note for each refund and for its cancellation", async () => {
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const notesOf = async (orderId: string) =>
      (
        await db("credit_note")
          .select("reason", "amount_cents", "invoice_number", "refund_id")
          .where({ order_id: orderId })
          .whereNull("voided_at")
          .orderBy("sequence")
      ).map((n: { reason: string; amount_cents: number; invoice_number: string; refund_id: string | null }) => n)
    const paidWithInvoice = async (variant: number) => {
      const orderId = await orderIn(container, shop, "awaiting-transfer", variant)
      const totalCents = Math.round((await recorded(container, orderId)).total * 100)
      const paid = await post(`/admin/shop-orders/${orderId}/bank-payments`, {
        amount: (totalCents / 100).toFixed(2),
        received_at: "2026-11-19",
        bank_reference: `IN-${orderId.slice(-8)}`,
      })
      assert.equal(paid.status, 200, JSON.stringify(paid.data))
      const [invoice] = await db("invoice").select("number").where({ order_id: orderId })
      assert.ok(invoice, "paying issued the invoice")
      return { orderId, totalCents, invoice: invoice.number as string }
    }

    const refunded = await paidWithInvoice(0)
    const partial = await refund(refunded.orderId, { amount: "4.00", refunded_on: "2026-11-21", bank_reference: "RF-CN-1" })
    assert.equal(partial.status, 200, JSON.stringify(partial.data))
    const [note] = await notesOf(refunded.orderId)
    assert.deepEqual(
      { reason: note.reason, amount_cents: note.amount_cents, invoice_number: note.invoice_number },
      { reason: "refunded", amount_cents: 400, invoice_number: refunded.invoice }
    )
    const refundIds = (await payment(refunded.orderId)).refunds.length
    assert.equal(refundIds, 1)
    assert.ok(note.refund_id?.startsWith("ref"), "the note names Medusa's refund")

    const canceled = await paidWithInvoice(1)
    const answer = await cancel(canceled.orderId, { refunded_on: "2026-11-22", bank_reference: "RF-CN-2" })
    assert.equal(answer.status, 200, JSON.stringify(answer.data))
    const notes = await notesOf(canceled.orderId)
    assert.deepEqual(
      notes.map((n) => [n.reason, n.amount_cents, n.invoice_number]),
      [["canceled", canceled.totalCents, canceled.invoice]]
    )
    const unpaid = await orderIn(container, shop, "awaiting-transfer", 2)
    assert.equal((await cancel(unpaid)).status, 200)
    assert.deepEqual(await notesOf(unpaid), [], "an order never paid has no invoice and no credit note")
  })

  it("the timeline keeps who canceled and who refunded", async () => {
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const orderId = await orderIn(container, shop, "processing", 0)
    assert.equal((await cancel(orderId)).status, 200)
    const events = await db("order_event").select("kind", "actor_id").where({ order_id: orderId })
    assert.deepEqual(
      events.filter((e: { kind: string }) => e.kind === "canceled").map((e: { actor_id: string | null }) => !!e.actor_id),
      [true]
    )
  })

  async function firstItem(orderId: string): Promise<string> {
    const order = await readOrder<{ items: { id: string }[] }>(container, orderId, ["items.id"])
    return order.items[0].id
  }

  async function ship(orderId: string) {
    const answer = await post(`/admin/shop-orders/${orderId}/transition`, { to: "shipped" })
    assert.equal(answer.status, 200, JSON.stringify(answer.data))
    return { result: answer.data.order }
  }
}
