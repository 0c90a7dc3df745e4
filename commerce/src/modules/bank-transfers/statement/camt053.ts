import { SaxesParser, type SaxesTagPlain } from "saxes"
import { isoDate, MAX_STATEMENT_LINES, parseAmount, StatementError, type StatementLine } from "./types"

type Entry = {
  line: number
  amount: string
  currency: string
  indicator: string
  status: string
  booked: string
  value: string
  reference: string
  texts: string[]
}

// Inside an entry, the elements whose text may carry the payment reference: remittance
// information, the payer's references and name, free text. Keyed by their last names.
const TEXT_PATHS = new Set([
  "Ntry/AddtlNtryInf",
  "RmtInf/Ustrd",
  "CdtrRefInf/Ref",
  "Refs/EndToEndId",
  "Refs/InstrId",
  "Dbtr/Nm",
  "Pty/Nm",
  "TxDtls/AddtlTxInf",
])

const localName = (name: string) => name.slice(name.indexOf(":") + 1)

function dateOf(raw: string): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw)
  return parts ? isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) : null
}

function toLine(entry: Entry): StatementLine | null {
  if (entry.status && entry.status !== "BOOK") return null
  const fault = (problem: string) => new StatementError(entry.line, problem)
  // ISO 20022 amounts are digits with a decimal point; nothing else is read as one.
  const amount = /^\d+(\.\d+)?$/.test(entry.amount) ? parseAmount(entry.amount, false) : null
  if (amount === null) throw fault(`the entry's amount "${entry.amount}" is not an amount`)
  if (!/^[A-Z]{3}$/.test(entry.currency)) throw fault("the entry's amount has no currency (Ccy)")
  if (entry.indicator !== "CRDT" && entry.indicator !== "DBIT") {
    throw fault(`the entry's CdtDbtInd is "${entry.indicator}", not CRDT or DBIT`)
  }
  const date = dateOf(entry.booked) ?? dateOf(entry.value)
  if (!date) throw fault("the entry has no valid booking or value date (BookgDt/ValDt)")
  return {
    line: entry.line,
    direction: entry.indicator === "CRDT" ? "credit" : "debit",
    amount_cents: amount,
    currency: entry.currency,
    date,
    text: entry.texts.filter((t) => t && t !== "NOTPROVIDED").join(" "),
    entry_reference: entry.reference || null,
  }
}

/**
 * Reads a CAMT.053 bank-to-customer statement (ISO 20022, any version from .001.02 on)
 * with saxes, a streaming XML parser that checks well-formedness and knows each
 * element's line: one line per booked entry; pending and informational entries are left
 * out. Throws a StatementError naming the line of the first fault.
 */
export function parseCamt053(xml: string): StatementLine[] {
  const parser = new SaxesParser({ position: true, xmlns: false })
  const path: string[] = []
  const lines: StatementLine[] = []
  let entry: Entry | null = null
  let text = ""
  let isStatement = false
  let entries = 0

  parser.on("opentag", (tag: SaxesTagPlain) => {
    const name = localName(tag.name)
    if (path.length === 0 && name !== "Document") {
      throw new StatementError(parser.line, `this is not a CAMT.053 statement (it starts with <${tag.name}>, not <Document>)`)
    }
    if (name === "BkToCstmrStmt" && path.length === 1) isStatement = true
    path.push(name)
    text = ""
    if (name === "Ntry" && path[path.length - 2] === "Stmt") {
      if (++entries > MAX_STATEMENT_LINES) {
        throw new StatementError(parser.line, `the statement has more than ${MAX_STATEMENT_LINES} entries; split it`)
      }
      entry = {
        line: parser.line,
        amount: "",
        currency: "",
        indicator: "",
        status: "",
        booked: "",
        value: "",
        reference: "",
        texts: [],
      }
    } else if (entry && name === "Amt" && path.length === 5) {
      entry.currency = String(tag.attributes.Ccy ?? "")
    }
  })
  parser.on("text", (chunk) => {
    text += chunk
  })
  parser.on("closetag", () => {
    const value = text.trim()
    text = ""
    const depth = path.length
    const name = path.pop()!
    if (!entry) return
    const parent = path[path.length - 1]
    // An entry's own fields sit right under <Ntry> (depth 5: Document/BkToCstmrStmt/Stmt/Ntry/x).
    if (depth === 4 && name === "Ntry") {
      const line = toLine(entry)
      if (line) lines.push(line)
      entry = null
    } else if (depth === 5 && name === "Amt") entry.amount = value
    else if (depth === 5 && name === "CdtDbtInd") entry.indicator = value
    else if (depth === 5 && name === "Sts" && value) entry.status = value
    else if (depth === 6 && parent === "Sts" && name === "Cd") entry.status = value
    else if (depth === 6 && parent === "BookgDt") entry.booked = value
    else if (depth === 6 && parent === "ValDt") entry.value = value
    else if (depth === 5 && name === "AcctSvcrRef") entry.reference = value
    else if (depth === 5 && name === "NtryRef" && !entry.reference) entry.reference = value
    else if (TEXT_PATHS.has(`${parent}/${name}`) && value) entry.texts.push(value)
  })

  try {
    parser.write(xml).close()
  } catch (error) {
    if (error instanceof StatementError) throw error
    // saxes reports "line:column: problem".
    const message = (error as Error).message.replace(/^[^:]*?:?\d+:\d+: /, "")
    throw new StatementError(parser.line, `the XML is malformed: ${message}`)
  }
  if (!isStatement) throw new StatementError(1, "this is not a CAMT.053 statement (no Document/BkToCstmrStmt element)")
  return lines
}
