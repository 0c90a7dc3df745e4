/** Unit prices are shown exactly as the server gives them (spec §9). */
export function formatUnitPrice(finalPrice: string): string {
  return `€${finalPrice}`
}

/** Cart and line totals are shown rounded to whole euros (spec §9). */
export function formatTotal(amount: number): string {
  return `€${amount.toFixed(0)}`
}

/**
 * Counts such as the category bar's read "25,001". Written by hand: the first
 * toLocaleString call loads the browser's locale data, over 100 ms on a phone.
 */
export function formatCount(count: number): string {
  const sign = count < 0 ? "-" : ""
  return sign + String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ",")
}

export function priceToNumber(finalPrice: string): number {
  const value = Number.parseFloat(finalPrice)
  return Number.isFinite(value) ? value : 0
}
