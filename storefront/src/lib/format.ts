/** Unit prices are shown exactly as the server gives them (spec §9). */
export function formatUnitPrice(finalPrice: string): string {
  return `€${finalPrice}`
}

/** Cart and line totals are shown rounded to whole euros (spec §9). */
export function formatTotal(amount: number): string {
  return `€${amount.toFixed(0)}`
}

/** Counts such as the category bar's read "25,001". */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US")
}

export function priceToNumber(finalPrice: string): number {
  const value = Number.parseFloat(finalPrice)
  return Number.isFinite(value) ? value : 0
}
