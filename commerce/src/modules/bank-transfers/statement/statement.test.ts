import assert from "node:assert/strict"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, describe, test } from "node:test"
import { parseCamt053 } from "./camt053"
import { DEFAULT_CSV_MAPPING, parseCsvStatement } from "./csv"
import { lineKey, matchStatement, type OpenOrder } from "./match"
import { codesIn } from "./reference"
import { camt053, GERMAN_MAPPING, germanCsv } from "./test-files"
import { parseAmount, StatementError } from "./types"

// The statements are written to disk and read back, as staff would upload a bank's export.
const dir = mkdtempSync(path.join(tmpdir(), "statements-"))
after(() => rmSync(dir, { recursive: true, force: true }))
function written(name: string, content: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, content, "utf8")
  return readFileSync(file, "utf8")
}

function faultOf(run: () => unknown): StatementError {
  try {
    run()
  } catch (error) {
    assert.ok(error instanceof StatementError, `expected a StatementError, got ${String(error)}`)
    return error
  }
  assert.fail("the file was accepted")
}

describe("CAMT.053", () => {
  test("reads booked entries with amount, direction, date, text and the bank's reference", () => {
    const xml = written(
      "camt.xml",
      camt053([
        { amount: "149.00", date: "2026-11-20", reference: "2026112000123", remittance: "Rechnung ord-ab c123 Danke" },
        { amount: "25.50", credit: false, date: "2026-11-21", reference: "2026112100007", remittance: "Bank fee" },
        { amount: "80.00", date: "2026-11-21", remittance: "pending one", status: "PDNG" },
        { amount: "1200", date: "2026-11-22", remittance: "ORDXYZ789 Denarius", debtor: "Anna Schmidt" },
      ])
    )
    const lines = parseCamt053(xml)
    assert.equal(lines.length, 3, "the pending entry is left out")
    assert.deepEqual(
      lines.map((l) => [l.direction, l.amount_cents, l.currency, l.date, l.entry_reference]),
      [
        ["credit", 14900, "EUR", "2026-11-20", "2026112000123"],
        ["debit", 2550, "EUR", "2026-11-21", "2026112100007"],
        ["credit", 120000, "EUR", "2026-11-22", null],
      ]
    )
    assert.match(lines[0].text, /Rechnung ord-ab c123 Danke/)
    assert.match(lines[2].text, /Anna Schmidt/)
    assert.doesNotMatch(lines[0].text, /NOTPROVIDED/)
    assert.equal(xml.split("\n")[lines[2].line - 1].trim(), "<Ntry>", "each line points at its entry")
  })

  test("malformed XML names the line", () => {
    const xml = camt053([{ amount: "10.00", date: "2026-11-20", remittance: "x" }]).replace("</Ustrd>", "</Ustr>")
    const fault = faultOf(() => parseCamt053(written("broken.xml", xml)))
    assert.equal(xml.split("\n")[fault.line - 1].includes("Ustr"), true)
    assert.match(fault.message, /^Line \d+: the XML is malformed/)
  })

  test("an entry without a valid amount, indicator or date is named by its line", () => {
    const good = { amount: "10.00", date: "2026-11-20", remittance: "ok" }
    const xml = camt053([good, { ...good, amount: "12,50" }])
    const fault = faultOf(() => parseCamt053(written("amount.xml", xml)))
    assert.equal(fault.line, xml.split("\n").lastIndexOf("      <Ntry>") + 1)
    assert.match(fault.problem, /amount "12,50" is not an amount/)
    assert.match(
      faultOf(() => parseCamt053(camt053([{ ...good, date: "2026-02-30" }]))).problem,
      /no valid booking or value date/
    )
    const noIndicator = camt053([good]).replaceAll("<CdtDbtInd>CRDT</CdtDbtInd>", "<CdtDbtInd>X</CdtDbtInd>")
    assert.match(faultOf(() => parseCamt053(noIndicator)).problem, /CdtDbtInd is "X"/)
  })

  test("another XML document is refused", () => {
    const fault = faultOf(() =>
      parseCamt053(written("pain.xml", `<?xml version="1.0"?><Document><CstmrCdtTrfInitn/></Document>`))
    )
    assert.match(fault.problem, /not a CAMT.053 statement/)
  })
})

describe("CSV", () => {
  test("reads a German bank's export with a remembered mapping", () => {
    const csv = written(
      "bank.csv",
      germanCsv([
        { date: "20.11.2026", amount: "1.149,00", purpose: "Order ORD-ABC123; thank you", reference: "R-1" },
        { date: "21.11.2026", amount: "-9,90", purpose: "Kontofuehrung" },
        { date: "22.11.2026", amount: "50", purpose: 'Anzahlung "ord abc 123"', name: "Müller; Hans" },
      ])
    )
    const lines = parseCsvStatement(csv, GERMAN_MAPPING)
    assert.deepEqual(
      lines.map((l) => [l.line, l.direction, l.amount_cents, l.date, l.entry_reference]),
      [
        [2, "credit", 114900, "2026-11-20", "R-1"],
        [3, "debit", 990, "2026-11-21", null],
        [4, "credit", 5000, "2026-11-22", null],
      ]
    )
    assert.equal(lines[2].text, 'Anzahlung "ord abc 123" Müller; Hans')
  })

  test("a bad amount, a bad date, a missing column and a broken quote are named by line", () => {
    const row = { date: "20.11.2026", amount: "10,00", purpose: "x" }
    const badAmount = faultOf(() => parseCsvStatement(germanCsv([row, { ...row, amount: "ten" }]), GERMAN_MAPPING))
    assert.equal(badAmount.line, 3)
    assert.match(badAmount.message, /^Line 3: "ten" in column "Betrag" is not an amount/)
    const badDate = faultOf(() => parseCsvStatement(germanCsv([{ ...row, date: "31.02.2026" }]), GERMAN_MAPPING))
    assert.equal(badDate.line, 2)
    assert.match(badDate.problem, /not a date as DD.MM.YYYY/)
    const missing = faultOf(() => parseCsvStatement(germanCsv([row]), { ...GERMAN_MAPPING, amount_column: "Amount" }))
    assert.equal(missing.line, 1)
    assert.match(missing.problem, /no column "Amount"/)
    const broken = germanCsv([row, row]).replace('"x";10,00', '"x;10,00')
    assert.match(faultOf(() => parseCsvStatement(broken, GERMAN_MAPPING)).message, /^Line \d+: the CSV cannot be read/)
    const ragged = "Date,Amount,Description,Reference\n2026-11-20,10.00,a,r1\n2026-11-21,10.00\n"
    assert.equal(faultOf(() => parseCsvStatement(ragged, DEFAULT_CSV_MAPPING)).line, 3)
  })
})

describe("amounts and references", () => {
  test("amounts are exact cents in either notation, anything else is refused", () => {
    assert.equal(parseAmount("1,234.56", false), 123456)
    assert.equal(parseAmount("1.234,56", true), 123456)
    assert.equal(parseAmount("0.1", false), 10)
    assert.equal(parseAmount("-5", false), -500)
    assert.equal(parseAmount("12,50", false), null, "a decimal comma where a point is expected")
    for (const bad of ["", "1.2.3", "12.345", "abc", "1e3", "1,2345.00"]) assert.equal(parseAmount(bad, false), null, bad)
  })

  test("the reference is found inside free text, spaces, case and a missing hyphen ignored", () => {
    assert.deepEqual(codesIn("Invoice ord - abc 123, thanks"), ["ABC123"])
    assert.deepEqual(codesIn("ORDABC123 and ORD-XYZ789"), ["ABC123", "XYZ789"])
    assert.deepEqual(codesIn("no reference here"), [])
    assert.ok(codesIn("Order ord abc123").includes("ABC123"), "a word starting with ORD before the reference")
  })
})

describe("matching", () => {
  const order = (suffix: string, euros: number): OpenOrder => ({
    order_id: `order_01JTEST${suffix}`,
    currency: "EUR",
    outstanding_cents: euros * 100,
  })
  const line = (text: string, euros: number, extra: Partial<{ entry_reference: string; date: string }> = {}) => ({
    line: 1,
    direction: "credit" as const,
    amount_cents: euros * 100,
    currency: "EUR",
    date: extra.date ?? "2026-11-20",
    text,
    entry_reference: extra.entry_reference ?? null,
  })

  test("matched, ambiguous, unmatched and already recorded lines", () => {
    const orders = [order("AAA111", 149), order("BBB222", 300), order("CCC333", 50), order("DDD444", 20)]
    const recordedLine = line("ORD-DDD444", 20, { entry_reference: "E-9" })
    const result = matchStatement(
      [
        line("Payment ord-aaa 111", 149),
        line("ORD-BBB222 first half", 150),
        line("ORD-ZZZ999", 10),
        line("hello", 10),
        line("ORD-CCC333 ORD-AAA111", 199),
        line("ORD-CCC333", 50, { entry_reference: "E-1" }),
        line("ORD-CCC333 again", 50, { entry_reference: "E-2" }),
        { ...line("fee", 5), direction: "debit" as const },
        recordedLine,
        line("Payment ord-aaa 111", 149),
      ],
      orders,
      new Set([lineKey(recordedLine)])
    )
    assert.deepEqual(
      result.matched.map((m) => [m.order_id, m.reference, m.amount]),
      [
        ["order_01JTESTAAA111", "ORD-AAA111", "149.00"],
        ["order_01JTESTCCC333", "ORD-CCC333", "50.00"],
      ]
    )
    assert.deepEqual(
      result.ambiguous.map((m) => m.reason),
      ["pays 150.00 of 300.00 due", "the text names 2 open orders", "an earlier line of this statement pays this order too"]
    )
    assert.deepEqual(
      result.unmatched.map((m) => m.reason),
      ["ORD-ZZZ999 is not an open bank-transfer order", "no order reference in the text"]
    )
    assert.deepEqual(
      result.recorded.map((m) => m.reason),
      ["already recorded", "the same line appears earlier in this statement"]
    )
    assert.equal(result.debits, 1)
  })

  test("a line is known by the bank's reference, else by date, amount and text", () => {
    assert.equal(lineKey(line("a", 1, { entry_reference: "ref 1" })), lineKey(line("b", 2, { entry_reference: "REF1" })))
    assert.equal(lineKey(line("Order  ORD-A", 1)), lineKey(line("order ord-a", 1)))
    assert.notEqual(lineKey(line("ORD-A", 1)), lineKey(line("ORD-A", 2)))
    assert.notEqual(lineKey(line("ORD-A", 1)), lineKey(line("ORD-A", 1, { date: "2026-11-21" })))
  })
})
