import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"
import { BANK_TRANSFERS_MODULE } from "../src/modules/bank-transfers"
import type BankTransfersModuleService from "../src/modules/bank-transfers/service"
import { paymentReference } from "../src/modules/bank-transfers/statement/reference"
import { camt053 } from "../src/modules/bank-transfers/statement/test-files"
import { ordersInTurn, smallShop, staffHeaders, type Shop } from "./fixtures"

const euros = (cents: number) => (cents / 100).toFixed(2)

/** What Medusa holds of the order's payment: its captures and the order's payment status. */
async function captured(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["payment_collections.payments.captured_at", "payment_collections.payments.captures.id"],
    filters: { id: orderId },
  })
  type Payment = { captured_at?: string | null; captures?: { id: string }[] | null }
  const collections = (data[0]?.payment_collections ?? []) as ({ payments?: (Payment | null)[] | null } | null)[]
  const payments = collections.flatMap((c) => c?.payments ?? [])
  const captures = payments.flatMap((p) => p?.captures ?? [])
  return { captures: captures.length, paymentStatus: payments.some((p) => p?.captured_at) ? "captured" : "authorized" }
}

async function records(container: MedusaContainer, orderId: string) {
  return container.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE).listBankPayments({ order_id: orderId })
}

export default function bankTransfers({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let shop: Shop
  let staff: { headers: Record<string, string> }
  const newOrder = ordersInTurn(getContainer, () => shop)
  const record = (orderId: string, body: Record<string, unknown>) =>
    http.post(`/admin/shop-orders/${orderId}/bank-payments`, body, { ...staff, validateStatus: () => true })

  // One store for every test: the runner snapshots the database after this and
  // restores it before each test.
  before(async () => {
    shop = await smallShop(getContainer())
    staff = await staffHeaders(http, getContainer())
  })

  test("the full amount captures the payment: the order is paid", async () => {
    const { orderId, totalCents } = await newOrder()
    const response = await record(orderId, {
      amount: euros(totalCents),
      received_at: "2026-11-20",
      bank_reference: "BANK-REF-1",
    })
    assert.equal(response.status, 200, JSON.stringify(response.data))
    assert.deepEqual(
      { ...response.data.bank_payment, payments: undefined },
      {
        order_id: orderId,
        reference: paymentReference(orderId),
        currency_code: "eur",
        due: euros(totalCents),
        received: euros(totalCents),
        outstanding: "0.00",
        excess: "0.00",
        paid: true,
        payments: undefined,
      }
    )
    assert.equal(response.data.bank_payment.payments[0].bank_reference, "BANK-REF-1")
    assert.deepEqual(await captured(getContainer(), orderId), { captures: 1, paymentStatus: "captured" })
  })

  test("less than due is kept, the order stays unpaid; the rest then captures it", async () => {
    const { orderId, totalCents } = await newOrder()
    const first = await record(orderId, {
      amount: euros(totalCents - 1000),
      received_at: "2026-11-20",
      bank_reference: "PART-1",
    })
    assert.equal(first.status, 200, JSON.stringify(first.data))
    assert.equal(first.data.bank_payment.paid, false)
    assert.equal(first.data.bank_payment.received, euros(totalCents - 1000))
    assert.equal(first.data.bank_payment.outstanding, "10.00")
    assert.deepEqual(await captured(getContainer(), orderId), { captures: 0, paymentStatus: "authorized" })

    const rest = await record(orderId, { amount: "10.00", received_at: "2026-11-21", bank_reference: "PART-2" })
    assert.equal(rest.status, 200, JSON.stringify(rest.data))
    assert.equal(rest.data.bank_payment.paid, true)
    assert.equal(rest.data.bank_payment.outstanding, "0.00")
    assert.equal(rest.data.bank_payment.payments.length, 2)
    assert.deepEqual(await captured(getContainer(), orderId), { captures: 1, paymentStatus: "captured" })
  })

  test("more than due: paid, and the excess is shown as to be refunded", async () => {
    const { orderId, totalCents } = await newOrder()
    const response = await record(orderId, {
      amount: euros(totalCents + 2550),
      received_at: "2026-11-20",
      bank_reference: "OVER-1",
    })
    assert.equal(response.status, 200, JSON.stringify(response.data))
    assert.equal(response.data.bank_payment.paid, true)
    assert.equal(response.data.bank_payment.excess, "25.50")
    assert.equal(response.data.bank_payment.outstanding, "0.00")
    assert.deepEqual(await captured(getContainer(), orderId), { captures: 1, paymentStatus: "captured" })
    const again = await record(orderId, { amount: "5.00", received_at: "2026-11-20", bank_reference: "OVER-2" })
    assert.equal(again.status, 409)
    assert.match(again.data.message, /already paid/)
  })

  test("ten concurrent records of the same transfer: one record, one capture", async () => {
    const { orderId, totalCents } = await newOrder()
    const body = { amount: euros(totalCents), received_at: "2026-11-20", bank_reference: "SAME 42" }
    const answers = await Promise.all(Array.from({ length: 10 }, () => record(orderId, body)))
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, ...Array(9).fill(409)])
    assert.equal((await records(getContainer(), orderId)).length, 1)
    assert.deepEqual(await captured(getContainer(), orderId), { captures: 1, paymentStatus: "captured" })
  })

  test("ten concurrent partial transfers that together pay the order: one capture", async () => {
    const { orderId, totalCents } = await newOrder()
    const tenth = Math.ceil(totalCents / 10)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        record(orderId, { amount: euros(tenth), received_at: "2026-11-20", bank_reference: `TENTH-${i}` })
      )
    )
    assert.deepEqual(
      answers.map((a) => a.status),
      Array(10).fill(200)
    )
    assert.equal((await records(getContainer(), orderId)).length, 10)
    assert.deepEqual(await captured(getContainer(), orderId), { captures: 1, paymentStatus: "captured" })
  })

  test("bad input is a 400 naming the field; an unknown order a 404", async () => {
    const { orderId } = await newOrder()
    const bad = await record(orderId, { amount: "12,50", received_at: "2026-13-01", bank_reference: "" })
    assert.equal(bad.status, 400)
    assert.match(bad.data.message, /amount/)
    const unknown = await record("order_01UNKNOWN000000000000000", {
      amount: "1.00",
      received_at: "2026-11-20",
      bank_reference: "X",
    })
    assert.equal(unknown.status, 404)
    assert.equal((await records(getContainer(), orderId)).length, 0)
  })

  test("a statement uploaded twice records its payments once", async () => {
    const paid = await newOrder()
    const partly = await newOrder()
    const xml = camt053([
      {
        amount: euros(paid.totalCents),
        date: "2026-11-20",
        reference: "E2026112001",
        remittance: `Order ${paymentReference(paid.orderId).toLowerCase().replace("-", " ")}`,
      },
      { amount: "1.00", date: "2026-11-20", remittance: `Anzahlung ${paymentReference(partly.orderId)}` },
      { amount: "99.00", date: "2026-11-20", remittance: "Unknown payer" },
    ])
    const upload = () => http.post("/admin/bank-statements/match", { format: "camt053", content: xml }, staff)
    const { data: first } = await upload()
    assert.deepEqual(
      first.statement.matched.map((l: { order_id: string }) => l.order_id),
      [paid.orderId],
      JSON.stringify(first.statement)
    )
    assert.deepEqual(
      first.statement.ambiguous.map((l: { order_id: string; reason: string }) => [l.order_id, l.reason]),
      [[partly.orderId, `pays 1.00 of ${euros(partly.totalCents)} due`]]
    )
    assert.equal(first.statement.unmatched.length, 1)

    const confirm = () => http.post("/admin/bank-statements/confirm", { lines: first.statement.matched.map(confirmable) }, staff)
    const { data: confirmed } = await confirm()
    assert.equal(confirmed.recorded, 1)
    assert.equal(confirmed.results[0].bank_payment.paid, true)
    assert.deepEqual(await captured(getContainer(), paid.orderId), { captures: 1, paymentStatus: "captured" })

    const { data: second } = await upload()
    assert.equal(second.statement.matched.length, 0)
    assert.deepEqual(
      second.statement.recorded.map((l: { key: string }) => l.key),
      [first.statement.matched[0].key]
    )
    const { data: again } = await confirm()
    assert.equal(again.recorded, 0)
    assert.equal((await records(getContainer(), paid.orderId)).length, 1)
    assert.deepEqual(await captured(getContainer(), paid.orderId), { captures: 1, paymentStatus: "captured" })
  })

  test("a malformed statement is a 400 naming the line, and records nothing", async () => {
    const { orderId, totalCents } = await newOrder()
    const xml = camt053([
      { amount: euros(totalCents), date: "2026-11-20", remittance: paymentReference(orderId) },
      { amount: "abc", date: "2026-11-20", remittance: "broken" },
    ])
    const response = await http.post(
      "/admin/bank-statements/match",
      { format: "camt053", content: xml },
      { ...staff, validateStatus: () => true }
    )
    assert.equal(response.status, 400)
    assert.match(response.data.message, /^Line \d+: the entry's amount "abc" is not an amount/)
    const big = await http.post(
      "/admin/bank-statements/match",
      { format: "csv", content: "x".repeat(16_000_001) },
      { ...staff, validateStatus: () => true }
    )
    assert.equal(big.status, 400)
    assert.match(big.data.message, /content.*16000000/)
    assert.equal((await records(getContainer(), orderId)).length, 0)
  })
}

const confirmable = (l: {
  order_id: string
  date: string
  amount: string
  currency: string
  text: string
  entry_reference: string | null
}) => ({
  order_id: l.order_id,
  date: l.date,
  amount: l.amount,
  currency: l.currency,
  text: l.text,
  entry_reference: l.entry_reference,
})
