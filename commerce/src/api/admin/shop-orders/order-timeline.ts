import { formatCents } from "../../../modules/bank-transfers/statement/types"

export type Actors = { nameOf: (id: string | null | undefined) => string | null }

export type TimelineEntry = { at: string; kind: string; actor: string | null; note: string | null }

type TimelineSource = {
  order: { placed_at: string; canceled_at: string | null }
  currency: string
  bankPayments: {
    amount_cents: number
    received_at: string
    bank_reference: string
    source: string
    recorded_by: string | null
    created_at: string
  }[]
  captures: { amount: string; at: string; by: string | null }[]
  refunds: { amount: string; at: string; by: string | null; note: string | null }[]
  events: { kind: string; actor_id: string | null; detail: Record<string, unknown> | null; created_at: string }[]
  emails: { template: string | null; data: Record<string, unknown> | null; status: string; to: string; created_at: string }[]
  actors: Actors
}

/** An order event's detail as one line: its `note` when it has one, else its plain facts. */
export function noteOfDetail(detail: Record<string, unknown> | null): string | null {
  if (!detail) return null
  if (typeof detail.note === "string" && detail.note.trim()) return detail.note.trim()
  const facts = Object.entries(detail)
    .filter(([, value]) => typeof value === "string" || typeof value === "number")
    .map(([key, value]) => `${key.replace(/_/g, " ")} ${String(value)}`)
  return facts.length ? facts.join(" · ") : null
}

/**
 * What happened to an order, oldest first: placed; each bank transfer recorded, each
 * capture and refund Medusa holds; each change the shop's workflows kept (status steps,
 * cancellation, refunds, papers) with the staff account that made it; each e-mail sent
 * about the order with its subject. A cancellation Medusa made without the shop's
 * workflows (an expired hold, the back office) comes from the order itself. Pure.
 */
export function timelineOf(source: TimelineSource): TimelineEntry[] {
  const { actors, currency } = source
  const entries: TimelineEntry[] = [{ at: source.order.placed_at, kind: "placed", actor: null, note: null }]
  for (const p of source.bankPayments) {
    const day = p.received_at.slice(0, 10)
    const from = p.source === "statement" ? ", from a bank statement" : ""
    entries.push({
      at: p.created_at,
      kind: "payment_recorded",
      actor: actors.nameOf(p.recorded_by),
      note: `${formatCents(p.amount_cents)} ${currency} received ${day}, bank reference ${p.bank_reference}${from}`,
    })
  }
  for (const c of source.captures) {
    entries.push({ at: c.at, kind: "payment_captured", actor: actors.nameOf(c.by), note: `${c.amount} ${currency}` })
  }
  for (const r of source.refunds) {
    const note = [`${r.amount} ${currency}`, r.note].filter(Boolean).join(" · ")
    entries.push({ at: r.at, kind: "payment_refunded", actor: actors.nameOf(r.by), note })
  }
  for (const e of source.events) {
    entries.push({ at: e.created_at, kind: e.kind, actor: actors.nameOf(e.actor_id), note: noteOfDetail(e.detail) })
  }
  if (source.order.canceled_at && !source.events.some((e) => e.kind === "canceled")) {
    entries.push({ at: source.order.canceled_at, kind: "canceled", actor: null, note: null })
  }
  for (const n of source.emails) {
    const subject = typeof n.data?.subject === "string" ? n.data.subject : (n.template ?? "E-mail")
    const failed = n.status === "failure"
    entries.push({ at: n.created_at, kind: failed ? "email_failed" : "email", actor: null, note: `${subject} (to ${n.to})` })
  }
  // Stable: entries of the same instant keep the order above (placed before its e-mail).
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.i - b.i)
    .map(({ entry }) => entry)
}
