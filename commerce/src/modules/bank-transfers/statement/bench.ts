import { performance } from "node:perf_hooks"
import { parseCamt053 } from "./camt053"
import { parseCsvStatement } from "./csv"
import { matchStatement, type OpenOrder } from "./match"
import { normalise, paymentReference } from "./reference"
import { camt053, GERMAN_MAPPING, germanCsv } from "./test-files"
import { formatCents } from "./types"
import { mulberry32 } from "../../../scripts/catalogue/bulk/random"

/**
 * `npm run bench:statement`: a 10,000-line statement against 10,000 open orders, as
 * CAMT.053 and as CSV: parse and match. The reference, measured in the same run, is the
 * obvious way to match: every line's text searched for every order's reference.
 */
const LINES = Number(process.env.BENCH_STATEMENT_LINES) || 10_000
const ORDERS = Number(process.env.BENCH_OPEN_ORDERS) || 10_000
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Seeded, so that every run matches the same statement.
const random = mulberry32(17)
const id = () => `order_01K${Array.from({ length: 23 }, () => ALPHABET[Math.floor(random() * 32)]).join("")}`

const orders: OpenOrder[] = Array.from({ length: ORDERS }, () => ({
  order_id: id(),
  currency: "EUR",
  outstanding_cents: 500 + Math.floor(random() * 500_000),
}))
// Most lines pay an order (some in part, with the reference mangled), the rest are other money.
const entries = Array.from({ length: LINES }, (_, i) => {
  const order = orders[i % ORDERS]
  const kind = random()
  const reference = paymentReference(order.order_id)
  const remittance =
    kind < 0.6
      ? `Rechnung ${reference} vielen Dank`
      : kind < 0.8
        ? `${reference.toLowerCase().replace("-", " ")} coin`
        : kind < 0.9
          ? `Kunde 4711 Abschlag`
          : `${reference.slice(0, 7)} ${reference.slice(7)}`
  const cents = kind < 0.85 ? order.outstanding_cents : Math.floor(order.outstanding_cents / 2)
  return { amount: formatCents(cents), date: "2026-11-20", reference: `E${i}`, remittance }
})
const xml = camt053(entries)
const csv = germanCsv(
  entries.map((e) => ({ date: "20.11.2026", amount: e.amount.replace(".", ","), purpose: e.remittance, reference: e.reference }))
)

function time<T>(run: () => T): { ms: number; result: T } {
  const started = performance.now()
  const result = run()
  return { ms: Math.round((performance.now() - started) * 10) / 10, result }
}

const camt = time(() => matchStatement(parseCamt053(xml), orders, new Set()))
const fromCsv = time(() => matchStatement(parseCsvStatement(csv, GERMAN_MAPPING), orders, new Set()))
const lines = parseCamt053(xml)
const naive = time(() => {
  const references = orders.map((o) => [normalise(paymentReference(o.order_id)), o] as const)
  return lines.map((line) => {
    const text = normalise(line.text)
    return references.filter(([reference]) => text.includes(reference)).length
  })
})

const { matched, ambiguous, unmatched } = camt.result
console.log(`» Statement matching: ${LINES} lines against ${ORDERS} open orders`)
console.log(`  CAMT.053 (${(xml.length / 1e6).toFixed(1)} MB) parse + match: ${camt.ms} ms`)
console.log(`  CSV (${(csv.length / 1e6).toFixed(1)} MB) parse + match: ${fromCsv.ms} ms`)
console.log(`  matched ${matched.length}, ambiguous ${ambiguous.length}, unmatched ${unmatched.length}`)
console.log(`  reference (every line searched for every reference, match only): ${naive.ms} ms`)
console.log(`  ratio reference ÷ CAMT.053 parse + match: ${Math.round((naive.ms / camt.ms) * 10) / 10}×`)
const ok = camt.ms < 2000 && fromCsv.ms < 2000
console.log(`  goal (under 2 s each): ${ok ? "met" : "missed"}`)
process.exitCode = ok ? 0 : 1
