/** One booked line of a bank statement, whatever its format. Amounts are in cents. */
export type StatementLine = {
  /** Where the line starts in the uploaded file (1-based), for messages. */
  line: number
  /** Credit (money in) or debit (money out); only credits pay orders. */
  direction: "credit" | "debit"
  amount_cents: number
  currency: string
  /** The booking (or value) date, YYYY-MM-DD. */
  date: string
  /** Remittance information, names and any other text the bank gives. */
  text: string
  /** The bank's own reference for the entry, when the statement gives one. */
  entry_reference: string | null
}

/** A file that cannot be read as a statement; `line` points at the fault. */
export class StatementError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string
  ) {
    super(`Line ${line}: ${problem}`)
    this.name = "StatementError"
  }
}

/** The largest statement the shop reads, in characters: a 10,000-entry CAMT.053 is about 8 MB. */
export const MAX_STATEMENT_CHARS = 16_000_000
/** The most lines one statement may hold. */
export const MAX_STATEMENT_LINES = 20_000

/** "149.00", "1.234,56", "-12,5" → cents; null when it is not an amount. */
export function parseAmount(raw: string, decimalComma: boolean): number | null {
  let text = raw.trim().replace(/[\s'€]|EUR/gi, "")
  const [thousands, decimal] = decimalComma ? [".", ","] : [",", "."]
  // Thousands separators only in their places: "1,234.56" but never "12,50" read as 1250.
  const grouped = new RegExp(`^[+-]?\\d{1,3}(\\${thousands}\\d{3})+(\\${decimal}\\d{1,2})?$`)
  if (grouped.test(text)) text = text.split(thousands).join("")
  if (decimalComma) text = text.replace(",", ".")
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(text)) return null
  const negative = text.startsWith("-")
  const [whole, fraction = ""] = text.replace(/^[+-]/, "").split(".")
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"))
  if (!Number.isSafeInteger(cents)) return null
  return negative ? -cents : cents
}

/** Cents → "149.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`
}

/** A real calendar date in YYYY-MM-DD, or null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}
