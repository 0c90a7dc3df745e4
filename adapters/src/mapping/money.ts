/**
 * Money, once: Medusa's euro amounts are numbers in major units (9.5); the contract's are
 * two-decimal strings ("9.50"). Cents are rounded from a 15-digit decimal reading, so 1.005
 * (stored as 1.00499…) is 1.01 as a person expects, and 0.1 + 0.2 shows as 0.30.
 */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15)))
}

/** Whole cents as the contract's two-decimal euro string ("9.50"). */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** The contract's finalPrice: a EUR amount in major units as a two-decimal string ("149.00"). */
export function toFinalPrice(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return "0.00"
  return formatCents(toCents(amount))
}
