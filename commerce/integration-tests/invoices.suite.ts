import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import type { AxiosInstance } from "axios"
import { issueCreditNote, issueInvoice } from "../src/lib/invoices/issue"
import { loadOrderPapers } from "../src/lib/invoices/order-papers"
import { invoicePdf } from "../src/lib/invoices/pdf"
import { bookYear, withdrawPaper } from "../src/modules/invoices/numbering"
import { issueCreditNoteStep } from "../src/workflows/invoices/steps/issue-credit-note"
import { issueInvoiceStep } from "../src/workflows/invoices/steps/issue-invoice"
import { bankTransferOrder, ordersInTurn, smallShop, staffHeaders, type Shop } from "./fixtures"
import { pdfText } from "./pdf-text"

const euros = (cents: number) => (cents / 100).toFixed(2)
const year = bookYear(new Date(), "Europe/Berlin")

type Paper = { number: string; order_id: string; sequence: number; voided: boolean }

async function invoices(container: MedusaContainer): Promise<Paper[]> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw<{ rows: Paper[] }>(
    `select number, order_id, sequence, voided_at is not null as voided from invoice where deleted_at is null order by sequence`
  )
  return rows
}

async function counter(container: MedusaContainer, series: string) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw<{ rows: { last_value: number }[] }>(
    `select last_value from document_counter where series = ? and year = ?`,
    [series, year]
  )
  return rows[0]?.last_value ?? 0
}

const failedStep = (error: { message?: string }) => /failed/.test(error.message ?? "")
const numberOf = (sequence: number) => `${year}-${String(sequence).padStart(6, "0")}`

// An invoice issued, then a step that fails: the workflow is undone as a whole.
const failsAfterInvoice = createWorkflow("test-fails-after-invoice", (input: { order_id: string }) => {
  issueInvoiceStep(input)
  createStep("test-fails", () => {
    throw new Error("the step after the invoice failed")
  })()
  return new WorkflowResponse(input.order_id)
})
const failsAfterCreditNote = createWorkflow("test-fails-after-credit-note", (input: { order_id: string }) => {
  issueCreditNoteStep({ order_id: input.order_id, amount_cents: 100, reason: "refunded", refund_id: "ref_test_failing" })
  createStep("test-fails-cn", () => {
    throw new Error("the step after the credit note failed")
  })()
  return new WorkflowResponse(input.order_id)
})

export default function invoicesSuite({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let shop: Shop
  let staff: { headers: Record<string, string> }
  const newOrder = ordersInTurn(getContainer, () => shop)
  const pay = (orderId: string, totalCents: number, reference: string) =>
    http.post(
      `/admin/shop-orders/${orderId}/bank-payments`,
      { amount: euros(totalCents), received_at: "2026-11-20", bank_reference: reference },
      { ...staff, validateStatus: () => true }
    )

  before(async () => {
    shop = await smallShop(getContainer(), 50)
    staff = await staffHeaders(http, getContainer())
  })

  test("payments recorded at once on ten orders: ten invoices numbered 1 to 10, no gap, none twice", async () => {
    const orders = []
    for (let i = 0; i < 10; i++) orders.push(await newOrder())
    const answers = await Promise.all(orders.map((o, i) => pay(o.orderId, o.totalCents, `PAR-${i}`)))
    assert.deepEqual(
      answers.map((a) => a.status),
      Array(10).fill(200),
      JSON.stringify(answers.map((a) => a.data as unknown))
    )
    const issued = await invoices(getContainer())
    assert.deepEqual(
      issued.map((i) => i.number),
      Array.from({ length: 10 }, (_, i) => numberOf(i + 1))
    )
    assert.deepEqual(new Set(issued.map((i) => i.order_id)), new Set(orders.map((o) => o.orderId)))
    assert.equal(await counter(getContainer(), "invoice"), 10)
    const papers = await loadOrderPapers(getContainer(), orders[3].orderId)
    assert.match(papers.invoice!.number, new RegExp(`^${year}-0000(0[1-9]|10)$`))
    assert.deepEqual(papers.credit_notes, [])
  })

  test("a part payment issues no invoice; the payment that completes the order does, once", async () => {
    const { orderId, totalCents } = await newOrder()
    assert.equal((await pay(orderId, totalCents - 1000, "PART-A")).status, 200)
    assert.equal((await loadOrderPapers(getContainer(), orderId)).invoice, null)
    assert.equal((await pay(orderId, 1000, "PART-B")).status, 200)
    const { invoice } = await loadOrderPapers(getContainer(), orderId)
    assert.equal(invoice?.number, numberOf(1))
    // Issuing again answers the same invoice: an order has one.
    const again = await issueInvoice(getContainer(), orderId)
    assert.deepEqual({ number: again.invoice.number, created: again.created }, { number: numberOf(1), created: false })
    assert.equal((await invoices(getContainer())).length, 1)
  })

  test("a step failing after the number was taken gives the number back: the next invoice takes it", async () => {
    const first = await newOrder()
    await issueInvoice(getContainer(), first.orderId)
    const failing = await newOrder()
    await assert.rejects(failsAfterInvoice(getContainer()).run({ input: { order_id: failing.orderId } }), failedStep)
    assert.equal((await loadOrderPapers(getContainer(), failing.orderId)).invoice, null)
    assert.equal(await counter(getContainer(), "invoice"), 1)
    const next = await newOrder()
    assert.equal((await issueInvoice(getContainer(), next.orderId)).invoice.number, numberOf(2))
    assert.deepEqual(
      (await invoices(getContainer())).map((i) => i.number),
      [numberOf(1), numberOf(2)]
    )
  })

  test("an invoice withdrawn after a later one was issued stays, void, so the sequence has no hole", async () => {
    const a = await newOrder()
    const b = await newOrder()
    const { invoice } = await issueInvoice(getContainer(), a.orderId)
    await issueInvoice(getContainer(), b.orderId)
    const db = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    assert.equal(await withdrawPaper(db, "invoice", invoice.id), "voided")
    assert.equal((await loadOrderPapers(getContainer(), a.orderId)).invoice, null)
    assert.deepEqual(
      (await invoices(getContainer())).map((i) => [i.number, i.voided]),
      [
        [numberOf(1), true],
        [numberOf(2), false],
      ]
    )
    // The order may be invoiced again, with a new number.
    assert.equal((await issueInvoice(getContainer(), a.orderId)).invoice.number, numberOf(3))
  })

  test("credit notes: their own sequence, each refers to the invoice, one per refund and per cancellation", async () => {
    const unpaid = await newOrder()
    assert.equal(await issueCreditNote(getContainer(), { order_id: unpaid.orderId, amount_cents: 500, reason: "canceled" }), null)

    const { orderId, totalCents } = await newOrder()
    assert.equal((await pay(orderId, totalCents, "CN-PAY")).status, 200)
    const invoiceNumber = (await loadOrderPapers(getContainer(), orderId)).invoice!.number
    const refund = await issueCreditNote(getContainer(), {
      order_id: orderId,
      amount_cents: 1000,
      reason: "refunded",
      refund_id: "ref_1",
    })
    assert.equal(refund?.credit_note.number, `CN-${year}-000001`)
    assert.equal(refund?.credit_note.invoice_number, invoiceNumber)
    assert.equal(refund?.credit_note.document.invoice_number, invoiceNumber)
    const same = await issueCreditNote(getContainer(), {
      order_id: orderId,
      amount_cents: 1000,
      reason: "refunded",
      refund_id: "ref_1",
    })
    assert.deepEqual([same?.credit_note.number, same?.created], [`CN-${year}-000001`, false])

    // A cancellation credits what is left of the invoice, never more; a second one changes nothing.
    const cancel = await issueCreditNote(getContainer(), { order_id: orderId, amount_cents: totalCents, reason: "canceled" })
    assert.deepEqual([cancel?.credit_note.number, cancel?.credit_note.amount_cents], [`CN-${year}-000002`, totalCents - 1000])
    const twice = await issueCreditNote(getContainer(), { order_id: orderId, amount_cents: totalCents, reason: "canceled" })
    assert.equal(twice?.created, false)

    // A failing workflow gives its credit note's number back.
    const other = await newOrder()
    assert.equal((await pay(other.orderId, other.totalCents, "CN-PAY-2")).status, 200)
    await assert.rejects(failsAfterCreditNote(getContainer()).run({ input: { order_id: other.orderId } }), failedStep)
    assert.equal(await counter(getContainer(), "credit_note"), 2)

    const papers = await loadOrderPapers(getContainer(), orderId)
    assert.deepEqual(
      papers.credit_notes.map((n) => [n.number, n.amount, n.invoice_number]),
      [
        [`CN-${year}-000001`, "10.00", invoiceNumber],
        [`CN-${year}-000002`, euros(totalCents - 1000), invoiceNumber],
      ]
    )
  })

  test("each piece's VAT treatment comes from its collector field and is printed with its note", async () => {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "variant",
      fields: ["id", "product_id", "product.title"],
      filters: { id: shop.variantIds[0] },
    })
    const productId = data[0].product_id!
    const bad = await http.post(
      `/admin/products/${productId}/collector`,
      { vat_treatment: "zero" },
      { ...staff, validateStatus: () => true }
    )
    assert.equal(bad.status, 400)
    assert.match(bad.data.message, /vat_treatment/)
    for (const treatment of ["standard", "margin_scheme"]) {
      const set = await http.post(`/admin/products/${productId}/collector`, { vat_treatment: treatment }, staff)
      assert.equal(set.data.collector_item.vat_treatment, treatment)
    }
    // An order of that very piece, the shop's first.
    const { orderId, totalCents } = await bankTransferOrder(getContainer(), shop, 0)
    assert.equal((await pay(orderId, totalCents, "VAT-1")).status, 200)
    const { invoice } = await issueInvoice(getContainer(), orderId)
    assert.deepEqual(
      invoice.document.lines.map((l) => [l.treatment, l.vat_cents]),
      [["margin_scheme", 0]]
    )
    assert.equal(invoice.document.shipping.treatment, "margin_scheme")
    assert.equal(invoice.document.vat_cents, 0)

    const text = await pdfText(await invoicePdf(invoice.document))
    for (const expected of [
      invoice.number,
      "Numismatic Shop GmbH",
      "VAT ID: DE000000000",
      "Claire Dubois",
      "Lyon",
      data[0].product!.title,
      "Margin scheme – Second-hand goods / Sonderregelung für Gebrauchtgegenstände (Art. 313 ff. Directive 2006/112/EC, § 25a UStG)",
    ]) {
      assert.ok(text.includes(expected), `the PDF reads "${expected}": ${text}`)
    }
    assert.doesNotMatch(text, /VAT 19 % included/)
  })

  test("an order captured in Medusa's back office gets its invoice too, once", async () => {
    const { orderId } = await newOrder()
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["payment_collections.payments.id"],
      filters: { id: orderId },
    })
    const paymentId = (data[0].payment_collections as { payments: { id: string }[] }[])[0].payments[0].id
    await capturePaymentWorkflow(getContainer()).run({ input: { payment_id: paymentId } })
    // The payment-received subscriber issues it, under the order's lock.
    const deadline = Date.now() + 20_000
    while (!(await loadOrderPapers(getContainer(), orderId)).invoice && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    assert.equal((await loadOrderPapers(getContainer(), orderId)).invoice?.number, numberOf(1))
    assert.equal((await invoices(getContainer())).length, 1)
  })
}
