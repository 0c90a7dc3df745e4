import assert from "node:assert/strict"
import { before, it } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { demoCatalogue } from "../src/scripts/catalogue"
import { paymentReference } from "../src/modules/bank-transfers/statement/reference"
import type { SuiteOptions } from "./suites"
import { createTestShop, orderIn, type TestShop } from "./shop"

type Entry = { at: string; kind: string; actor: string | null; note: string | null }
type Detail = {
  order: { id: string; shop_status: string; customer_name: string; payment: { reference?: string; received?: string } }
  customer_phone: string | null
  shipping_address: Record<string, string | null> | null
  shipping_method: { name: string; amount: string } | null
  items: Record<string, string | number | null>[]
  totals: { items: string; shipping: string; total: string; currency_code: string }
  bank_payments: { amount: string; received_at: string; bank_reference: string; recorded_by: string | null }[]
  timeline: Entry[]
}

export default function orderDetail({ api, getContainer }: SuiteOptions) {
  let shop: TestShop
  let container: MedusaContainer
  const get = async (orderId: string) =>
    api.get(`/admin/shop-orders/${orderId}`, { ...shop.adminHeaders, validateStatus: () => true }) as Promise<{
      status: number
      data: { order_detail: Detail; message?: string }
    }>

  before(async () => {
    container = getContainer()
    shop = await createTestShop(container)
    // The staff member the timeline names.
    const users = container.resolve(Modules.USER)
    const [staff] = await users.listUsers({ email: "staff@example.com" })
    await users.updateUsers({ id: staff.id, first_name: "Greta", last_name: "Keller" })
  })

  it("shows where the order goes, its pieces' collector facts, its bank payments and who did what", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer")

    const first = await get(orderId)
    assert.equal(first.status, 200, JSON.stringify(first.data))
    const due = first.data.order_detail.totals.total
    const half = (Math.round(Number(due) * 50) / 100).toFixed(2)

    const paid = await api.post(
      `/admin/shop-orders/${orderId}/bank-payments`,
      { amount: half, received_at: "2026-11-20", bank_reference: "SEPA-4711" },
      shop.adminHeaders
    )
    assert.equal(paid.status, 200)
    const marked = await api.post(`/admin/shop-orders/${orderId}/transition`, { to: "processing" }, shop.adminHeaders)
    assert.equal(marked.status, 200)

    const { data, status } = await get(orderId)
    assert.equal(status, 200)
    const detail = data.order_detail
    // The dashboard's row, with the same status and payment reference.
    assert.equal(detail.order.id, orderId)
    assert.equal(detail.order.shop_status, "processing")
    assert.equal(detail.order.customer_name, "Claire Dubois")
    assert.equal(detail.order.payment.reference, paymentReference(orderId))
    assert.equal(detail.order.payment.received, half)

    assert.deepEqual(detail.shipping_address, {
      name: "Claire Dubois",
      company: null,
      address_1: "12 Market Street",
      address_2: null,
      postal_code: "10001",
      city: "Lyon",
      province: null,
      country_code: "FR",
      phone: null,
    })
    assert.ok(detail.shipping_method?.name, "the shipping method is named")
    assert.equal(
      (Number(detail.totals.items) + Number(detail.totals.shipping)).toFixed(2),
      detail.totals.total,
      "items and shipping make the total"
    )
    assert.equal(detail.totals.shipping, detail.shipping_method.amount)

    assert.equal(detail.items.length, 1)
    const [item] = detail.items
    const piece = demoCatalogue().find((i) => i.handle === item.handle)!
    assert.equal(item.name, piece.title)
    assert.equal(item.grade, piece.grade)
    assert.equal(item.catalogue_ref, piece.catalogueRef)
    assert.equal(item.grading_service, piece.gradingService)
    assert.equal(item.certificate_number, piece.certificateNumber)
    assert.equal(item.unit_price, piece.priceEur.toFixed(2))
    assert.equal(item.image_url, `http://localhost/${piece.handle}.svg`, "the obverse, the product's first picture")

    assert.deepEqual(
      detail.bank_payments.map((p) => [p.amount, p.received_at.slice(0, 10), p.bank_reference, p.recorded_by]),
      [[half, "2026-11-20", "SEPA-4711", "Greta Keller"]]
    )

    const kinds = detail.timeline.map((e) => e.kind)
    assert.equal(kinds[0], "placed")
    const recorded = detail.timeline.find((e) => e.kind === "payment_recorded")
    assert.equal(recorded?.actor, "Greta Keller")
    assert.match(recorded?.note ?? "", /SEPA-4711/)
    const processing = detail.timeline.find((e) => e.kind === "processing")
    assert.equal(processing?.actor, "Greta Keller", "the status change names the staff account that made it")
    assert.ok(kinds.indexOf("payment_recorded") < kinds.indexOf("processing"), "oldest first")
    const times = detail.timeline.map((e) => e.at)
    assert.deepEqual([...times].sort(), times)
  })

  it("names the staff account that shipped the order, with the parcel's carrier and tracking number", async () => {
    const orderId = await orderIn(container, shop, "paid", 2)
    const shipped = await api.post(
      `/admin/shop-orders/${orderId}/transition`,
      { to: "shipped", tracking_number: "JJD000123", carrier: "DHL" },
      shop.adminHeaders
    )
    assert.equal(shipped.status, 200)
    const { data } = await get(orderId)
    const entry = data.order_detail.timeline.find((e) => e.kind === "shipped")
    assert.deepEqual(entry && { actor: entry.actor, note: entry.note }, { actor: "Greta Keller", note: "DHL · JJD000123" })
  })

  it("lists each e-mail the shop sent about the order, with its subject", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer", 1)
    const subject = `Your order #ORD-${orderId.slice(-6).toUpperCase()} at`
    // The order-placed subscriber sends in the background: wait for its record.
    let emails: Entry[] = []
    for (let tries = 0; tries < 120 && !emails.length; tries++) {
      emails = (await get(orderId)).data.order_detail.timeline.filter((e) => e.kind === "email")
      if (!emails.length) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    assert.equal(emails.length, 1, "the order confirmation, once")
    assert.ok(emails[0].note?.startsWith(subject), emails[0].note ?? "")
    assert.match(emails[0].note ?? "", /claire\.dubois@example\.com/)
    assert.equal(emails[0].actor, null)
  })

  it("answers 404 for an order that does not exist", async () => {
    const { status, data } = await get("order_01JZZZZZZZZZZZZZZZZZZZZZZZ")
    assert.equal(status, 404)
    assert.ok(data.message)
  })
}
