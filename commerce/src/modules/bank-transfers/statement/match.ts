import { createHash } from "node:crypto"
import { codesIn, normalise, paymentReference, referenceCode } from "./reference"
import { formatCents, type StatementLine } from "./types"

/** An order awaiting a bank transfer, with what is still due on it. */
export type OpenOrder = { order_id: string; currency: string; outstanding_cents: number }

export type Candidate = { order_id: string; reference: string; outstanding: string }

export type MatchedLine = {
  line: number
  /** Identifies the line for good: the bank's entry reference, else its date, amount and text. */
  key: string
  date: string
  amount: string
  currency: string
  text: string
  entry_reference: string | null
  status: "matched" | "ambiguous" | "unmatched" | "recorded"
  /** Why a line is ambiguous, unmatched or already recorded; empty for a match. */
  reason: string
  /** The order a matched line pays. */
  order_id: string | null
  reference: string | null
  candidates: Candidate[]
}

export type StatementMatch = {
  matched: MatchedLine[]
  ambiguous: MatchedLine[]
  unmatched: MatchedLine[]
  /** Lines recorded by an earlier upload (or by hand with the same bank reference). */
  recorded: MatchedLine[]
  /** Debits (money out) are not payments for orders; only counted. */
  debits: number
}

/** The key a recorded payment is known by: the bank's reference when there is one. */
export function bankReferenceKey(reference: string): string {
  return `bank:${normalise(reference)}`
}

export function lineKey(line: Pick<StatementLine, "entry_reference" | "date" | "amount_cents" | "currency" | "text">): string {
  if (line.entry_reference) return bankReferenceKey(line.entry_reference)
  const digest = createHash("sha256")
    .update(`${line.date}|${line.amount_cents}|${line.currency}|${normalise(line.text)}`)
    .digest("hex")
  return `line:${digest.slice(0, 32)}`
}

/**
 * Matches each credit line to an open bank-transfer order by the payment reference
 * found in its text (spaces and case ignored) and the amount still due. A line is
 * matched only when exactly one open order is named and the amount is exactly what
 * is due on it; a named order with another amount, several named orders, or an order
 * a previous line already pays make the line ambiguous, for staff to look at.
 */
export function matchStatement(lines: StatementLine[], orders: OpenOrder[], recordedKeys: Set<string>): StatementMatch {
  const byCode = new Map<string, OpenOrder[]>()
  for (const order of orders) {
    const code = referenceCode(order.order_id)
    const same = byCode.get(code)
    if (same) same.push(order)
    else byCode.set(code, [order])
  }
  const result: StatementMatch = { matched: [], ambiguous: [], unmatched: [], recorded: [], debits: 0 }
  const seenKeys = new Set<string>()
  const claimed = new Set<string>()
  const candidate = (o: OpenOrder): Candidate => ({
    order_id: o.order_id,
    reference: paymentReference(o.order_id),
    outstanding: formatCents(o.outstanding_cents),
  })

  for (const line of lines) {
    if (line.direction !== "credit") {
      result.debits++
      continue
    }
    const key = lineKey(line)
    const base: MatchedLine = {
      line: line.line,
      key,
      date: line.date,
      amount: formatCents(line.amount_cents),
      currency: line.currency,
      text: line.text,
      entry_reference: line.entry_reference,
      status: "unmatched",
      reason: "",
      order_id: null,
      reference: null,
      candidates: [],
    }
    if (recordedKeys.has(key)) {
      result.recorded.push({ ...base, status: "recorded", reason: "already recorded" })
      continue
    }
    if (seenKeys.has(key)) {
      result.recorded.push({ ...base, status: "recorded", reason: "the same line appears earlier in this statement" })
      continue
    }
    seenKeys.add(key)

    const codes = codesIn(line.text)
    const found = codes.flatMap((code) => byCode.get(code) ?? []).filter((o) => o.currency === line.currency)
    if (found.length === 0) {
      const reason = codes.length
        ? `${codes.map((c) => `ORD-${c}`).join(", ")} is not an open bank-transfer order`
        : "no order reference in the text"
      result.unmatched.push({ ...base, reason })
      continue
    }
    const candidates = found.map(candidate)
    if (found.length > 1) {
      result.ambiguous.push({ ...base, status: "ambiguous", reason: `the text names ${found.length} open orders`, candidates })
      continue
    }
    const order = found[0]
    const named = { ...base, order_id: order.order_id, reference: paymentReference(order.order_id), candidates }
    if (claimed.has(order.order_id)) {
      result.ambiguous.push({ ...named, status: "ambiguous", reason: "an earlier line of this statement pays this order too" })
    } else if (line.amount_cents !== order.outstanding_cents) {
      const difference = line.amount_cents - order.outstanding_cents
      const reason =
        difference < 0
          ? `pays ${base.amount} of ${formatCents(order.outstanding_cents)} due`
          : `pays ${base.amount}, ${formatCents(difference)} more than the ${formatCents(order.outstanding_cents)} due`
      result.ambiguous.push({ ...named, status: "ambiguous", reason })
    } else {
      claimed.add(order.order_id)
      result.matched.push({ ...named, status: "matched" })
    }
  }
  return result
}
