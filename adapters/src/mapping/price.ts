/** The contract's finalPrice: a EUR amount in major units as a two-decimal string ("149.00"). */
export function toFinalPrice(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return "0.00"
  // Cents are rounded from a 15-digit decimal reading, so 1.005 (stored as
  // 1.00499…) is 1.01 as a person expects, and 0.1 + 0.2 shows as 0.30.
  const cents = Math.round(Number((amount * 100).toPrecision(15)))
  return (cents / 100).toFixed(2)
}
