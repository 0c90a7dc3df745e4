/**
 * The payment reference printed on a bank-transfer order is its number without '#':
 * "ORD-" and the last six characters of the order id, uppercased: commerce's one
 * writing of the order number (lib/email/settings.ts adds the '#'; the shop server's
 * is adapters/src/contract/order-number.ts). Banks and payers mangle it: spaces, lower case, a dropped
 * hyphen, words around it. These helpers find it anyway.
 */

/** The six characters that identify an order in its reference. */
export function referenceCode(orderId: string): string {
  return orderId.slice(-6).toUpperCase()
}

/** "ORD-ABC123" for an order id. */
export function paymentReference(orderId: string): string {
  return `ORD-${referenceCode(orderId)}`
}

/** Upper case, every kind of space removed. */
export function normalise(text: string): string {
  return text.toUpperCase().replace(/\s+/g, "")
}

// Overlapping (a lookahead), so "ORDER ORD-ABC123", squeezed to "ORDERORD-ABC123", still
// yields ABC123 after the false start at "ORDER"; codes that name no order match nothing.
const CODE = /(?=ORD-?([A-Z0-9]{6}))/g

/** Every order code found in a line's text, spaces and case ignored, in order, without repeats. */
export function codesIn(text: string): string[] {
  const found = new Set<string>()
  for (const match of normalise(text).matchAll(CODE)) found.add(match[1])
  return [...found]
}
