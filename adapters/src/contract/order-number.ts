/**
 * The spec's order number (§3): "#ORD-" and the last six characters of the order's id,
 * uppercased, as staff and buyers know the order. The storefront imports it too.
 */
export function orderNumber(orderId: string): string {
  return `#ORD-${orderId.slice(-6).toUpperCase()}`
}
