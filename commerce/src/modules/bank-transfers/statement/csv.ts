import { parse } from "csv-parse/sync"
import { isoDate, MAX_STATEMENT_LINES, parseAmount, StatementError, type StatementLine } from "./types"

/** How a bank's CSV export is read; the shop remembers it between uploads. */
export type CsvMapping = {
  delimiter: "," | ";" | "\t"
  /** "1.234,56" rather than "1,234.56". */
  decimal_comma: boolean
  date_format: "YYYY-MM-DD" | "DD.MM.YYYY" | "DD/MM/YYYY" | "MM/DD/YYYY"
  /** Column headers, as in the file's first row. */
  date_column: string
  amount_column: string
  /** Every column whose text may hold the payment reference (purpose, name, …). */
  text_columns: string[]
  /** The bank's own reference for the line, when the export has one. */
  reference_column?: string | null
  /** A column saying credit or debit ("C"/"D", "CRDT"/"DBIT", "H"/"S"); without it the amount's sign says. */
  credit_debit_column?: string | null
  currency_column?: string | null
}

export const DEFAULT_CSV_MAPPING: CsvMapping = {
  delimiter: ",",
  decimal_comma: false,
  date_format: "YYYY-MM-DD",
  date_column: "Date",
  amount_column: "Amount",
  text_columns: ["Description"],
  reference_column: "Reference",
  credit_debit_column: null,
  currency_column: null,
}

function parseDate(raw: string, format: CsvMapping["date_format"]): string | null {
  const parts = raw.trim().match(/^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})$/)
  if (!parts) return null
  const [a, b, c] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  if (format === "YYYY-MM-DD") return parts[1].length === 4 ? isoDate(a, b, c) : null
  if (parts[3].length !== 4) return null
  return format === "MM/DD/YYYY" ? isoDate(c, a, b) : isoDate(c, b, a)
}

const CREDIT = /^(C|CR|CRDT|CREDIT|H|HABEN|GUTSCHRIFT|\+)$/i
const DEBIT = /^(D|DR|DBIT|DEBIT|S|SOLL|LASTSCHRIFT|-)$/i

/**
 * Reads a bank's CSV export with the given column mapping: one line per row.
 * Throws a StatementError naming the line of the first fault.
 */
export function parseCsvStatement(content: string, mapping: CsvMapping): StatementLine[] {
  let rows: { record: Record<string, string>; info: { lines: number } }[]
  try {
    rows = parse(content, {
      delimiter: mapping.delimiter,
      columns: (header: string[]) => header.map((h) => h.trim()),
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
    })
  } catch (error) {
    const at = (error as { lines?: number }).lines ?? 1
    const message = (error as Error).message.replace(/^Invalid Record Length: /, "")
    throw new StatementError(at, `the CSV cannot be read: ${message}`)
  }
  if (rows.length > MAX_STATEMENT_LINES) {
    throw new StatementError(1, `the statement has ${rows.length} rows; at most ${MAX_STATEMENT_LINES} are read at once`)
  }
  if (rows.length === 0) throw new StatementError(1, "the CSV has no rows under its header")
  const header = Object.keys(rows[0].record)
  const needed = [
    mapping.date_column,
    mapping.amount_column,
    ...mapping.text_columns,
    mapping.reference_column,
    mapping.credit_debit_column,
    mapping.currency_column,
  ].filter((c): c is string => !!c)
  for (const column of needed) {
    if (!header.includes(column)) {
      throw new StatementError(
        1,
        `there is no column "${column}" (the header has: ${header.join(", ")}); check the column mapping`
      )
    }
  }
  return rows.map(({ record, info }) => {
    const line = info.lines
    const rawAmount = record[mapping.amount_column] ?? ""
    const signed = parseAmount(rawAmount, mapping.decimal_comma)
    if (signed === null) throw new StatementError(line, `"${rawAmount}" in column "${mapping.amount_column}" is not an amount`)
    let direction: StatementLine["direction"] = signed < 0 ? "debit" : "credit"
    if (mapping.credit_debit_column) {
      const indicator = (record[mapping.credit_debit_column] ?? "").trim()
      if (CREDIT.test(indicator)) direction = "credit"
      else if (DEBIT.test(indicator)) direction = "debit"
      else throw new StatementError(line, `"${indicator}" in column "${mapping.credit_debit_column}" is neither credit nor debit`)
    }
    const rawDate = record[mapping.date_column] ?? ""
    const date = parseDate(rawDate, mapping.date_format)
    if (!date)
      throw new StatementError(line, `"${rawDate}" in column "${mapping.date_column}" is not a date as ${mapping.date_format}`)
    const currency = mapping.currency_column ? (record[mapping.currency_column] ?? "").trim().toUpperCase() : "EUR"
    if (!/^[A-Z]{3}$/.test(currency)) throw new StatementError(line, `"${currency}" is not a currency code`)
    return {
      line,
      direction,
      amount_cents: Math.abs(signed),
      currency,
      date,
      text: mapping.text_columns
        .map((c) => record[c] ?? "")
        .join(" ")
        .trim(),
      entry_reference: (mapping.reference_column && record[mapping.reference_column]?.trim()) || null,
    }
  })
}
