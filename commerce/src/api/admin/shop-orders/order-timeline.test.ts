import assert from "node:assert/strict"
import { test } from "node:test"
import { noteOfDetail, timelineOf } from "./order-timeline"

const names: Record<string, string> = { user_1: "Greta Keller" }
const actors = { nameOf: (id: string | null | undefined) => (id ? (names[id] ?? null) : null) }
const empty = { bankPayments: [], captures: [], refunds: [], events: [], emails: [], currency: "EUR", actors }

test("oldest first, each entry with the staff account that made it", () => {
  const timeline = timelineOf({
    ...empty,
    order: { placed_at: "2026-11-20T09:00:00.000Z", canceled_at: null },
    bankPayments: [
      {
        amount_cents: 15000,
        received_at: "2026-11-21T00:00:00.000Z",
        bank_reference: "SEPA-1",
        source: "manual",
        recorded_by: "user_1",
        created_at: "2026-11-21T10:00:00.000Z",
      },
    ],
    captures: [{ amount: "150.00", at: "2026-11-21T10:00:01.000Z", by: "user_1" }],
    events: [
      {
        kind: "shipped",
        actor_id: "user_1",
        detail: { carrier: "DHL", tracking_number: "JJD1" },
        created_at: "2026-11-22T08:00:00.000Z",
      },
    ],
    emails: [
      {
        template: "order-placed",
        data: { subject: "Your order #ORD-ABC123" },
        status: "success",
        to: "a@example.com",
        created_at: "2026-11-20T09:00:00.000Z",
      },
      { template: "order-shipped", data: null, status: "failure", to: "a@example.com", created_at: "2026-11-22T08:00:02.000Z" },
    ],
  })
  assert.deepEqual(
    timeline.map((e) => [e.kind, e.actor, e.note]),
    [
      ["placed", null, null],
      ["email", null, "Your order #ORD-ABC123 (to a@example.com)"],
      ["payment_recorded", "Greta Keller", "150.00 EUR received 2026-11-21, bank reference SEPA-1"],
      ["payment_captured", "Greta Keller", "150.00 EUR"],
      ["shipped", "Greta Keller", "carrier DHL · tracking number JJD1"],
      ["email_failed", null, "order-shipped (to a@example.com)"],
    ]
  )
})

test("a cancellation comes from the order only when no workflow recorded it", () => {
  const order = { placed_at: "2026-11-20T09:00:00.000Z", canceled_at: "2026-11-27T09:00:00.000Z" }
  assert.deepEqual(
    timelineOf({ ...empty, order }).map((e) => [e.kind, e.actor]),
    [
      ["placed", null],
      ["canceled", null],
    ]
  )
  const recorded = timelineOf({
    ...empty,
    order,
    events: [
      { kind: "canceled", actor_id: "user_1", detail: { note: "Customer asked" }, created_at: "2026-11-27T09:00:00.000Z" },
    ],
  })
  assert.deepEqual(
    recorded.map((e) => [e.kind, e.actor, e.note]),
    [
      ["placed", null, null],
      ["canceled", "Greta Keller", "Customer asked"],
    ]
  )
})

test("an event's detail reads as its note, else as its plain facts", () => {
  assert.equal(noteOfDetail({ note: " Invoice 2026-000123 " }), "Invoice 2026-000123")
  assert.equal(noteOfDetail({ amount: "20.00", pieces: ["a"] }), "amount 20.00")
  assert.equal(noteOfDetail({ nested: { a: 1 } }), null)
  assert.equal(noteOfDetail(null), null)
})
