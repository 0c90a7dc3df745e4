import { XMLParser, XMLValidator } from "fast-xml-parser"
import { isoDate, MAX_STATEMENT_LINES, parseAmount, StatementError, type StatementLine } from "./types"

// Elements that may repeat; the parser must give arrays even when one is present.
const REPEATED = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd", "CdtrRefInf"])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  removeNSPrefix: true,
  // Amounts and references stay text: "149.00" must not become 149, nor "0012" 12.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
})

type Node = Record<string, unknown>
const node = (value: unknown): Node => (value && typeof value === "object" ? (value as Node) : {})
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const text = (value: unknown): string => {
  if (typeof value === "string") return value
  if (value && typeof value === "object" && "#text" in value) return String((value as Node)["#text"])
  return ""
}

/** The line each <Ntry> starts on, in document order. */
function entryLines(xml: string): number[] {
  const lines: number[] = []
  let line = 1
  let from = 0
  for (const match of xml.matchAll(/<(?:[\w.-]+:)?Ntry[\s>]/g)) {
    for (let i = from; i < match.index; i++) if (xml.charCodeAt(i) === 10) line++
    from = match.index
    lines.push(line)
  }
  return lines
}

function dateOf(value: unknown): string | null {
  const raw = text(node(value).Dt) || text(node(value).DtTm).slice(0, 10)
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  return parts ? isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) : null
}

/** Every piece of text that may carry the payment reference: remittance, references, names. */
function entryText(entry: Node): string {
  const parts: string[] = [text(entry.AddtlNtryInf)]
  for (const details of list(entry.NtryDtls)) {
    for (const tx of list(node(details).TxDtls)) {
      const t = node(tx)
      const remittance = node(t.RmtInf)
      parts.push(...list(remittance.Ustrd).map(text))
      for (const structured of list(remittance.Strd)) {
        for (const ref of list(node(structured).CdtrRefInf)) parts.push(text(node(ref).Ref))
      }
      const refs = node(t.Refs)
      parts.push(text(refs.EndToEndId), text(refs.InstrId))
      const parties = node(t.RltdPties)
      parts.push(text(node(parties.Dbtr).Nm), text(node(node(parties.Dbtr).Pty).Nm))
      parts.push(text(t.AddtlTxInf))
    }
  }
  return parts
    .map((p) => p.trim())
    .filter((p) => p && p !== "NOTPROVIDED")
    .join(" ")
}

/**
 * Reads a CAMT.053 bank-to-customer statement (ISO 20022, any version from .001.02 on):
 * one line per booked entry. Pending and informational entries are left out.
 * Throws a StatementError naming the line of the first fault.
 */
export function parseCamt053(xml: string): StatementLine[] {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new StatementError(valid.err.line, `the XML is malformed: ${valid.err.msg}`)
  const document = node(parser.parse(xml).Document)
  const statement = node(document.BkToCstmrStmt)
  if (!document.BkToCstmrStmt) {
    throw new StatementError(1, "this is not a CAMT.053 statement (no Document/BkToCstmrStmt element)")
  }
  const entries = list(statement.Stmt).flatMap((s) => list(node(s).Ntry).map(node))
  if (entries.length > MAX_STATEMENT_LINES) {
    throw new StatementError(1, `the statement has ${entries.length} entries; at most ${MAX_STATEMENT_LINES} are read at once`)
  }
  const starts = entryLines(xml)
  const lines: StatementLine[] = []
  entries.forEach((entry, index) => {
    const line = starts[index] ?? 1
    const status = text(entry.Sts) || text(node(entry.Sts).Cd)
    if (status && status !== "BOOK") return
    const amountNode = entry.Amt
    const amount = parseAmount(text(amountNode), false)
    if (amount === null || amount < 0) throw new StatementError(line, `the entry's amount "${text(amountNode)}" is not an amount`)
    const currency = String(node(amountNode)["@_Ccy"] ?? "")
    if (!/^[A-Z]{3}$/.test(currency)) throw new StatementError(line, "the entry's amount has no currency (Ccy)")
    const indicator = text(entry.CdtDbtInd)
    if (indicator !== "CRDT" && indicator !== "DBIT") {
      throw new StatementError(line, `the entry's CdtDbtInd is "${indicator}", not CRDT or DBIT`)
    }
    const date = dateOf(entry.BookgDt) ?? dateOf(entry.ValDt)
    if (!date) throw new StatementError(line, "the entry has no valid booking or value date (BookgDt/ValDt)")
    lines.push({
      line,
      direction: indicator === "CRDT" ? "credit" : "debit",
      amount_cents: amount,
      currency,
      date,
      text: entryText(entry),
      entry_reference: text(entry.AcctSvcrRef) || text(entry.NtryRef) || null,
    })
  })
  return lines
}
