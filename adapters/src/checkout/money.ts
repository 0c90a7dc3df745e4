/** Medusa's euro amount (a number in major units, e.g. 9.5) as whole cents. */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15)))
}

/** Whole cents as the contract's two-decimal euro string ("9.50"). */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2)
}
