import type { OrderTimelineEntry } from "@contract/order"

/** What each kind of timeline entry is called on the order's page; a kind not listed reads as itself. */
const LABELS: Record<string, string> = {
  placed: "Order placed",
  payment_recorded: "Bank transfer recorded",
  payment_captured: "Payment captured",
  payment_refunded: "Payment refunded",
  refunded: "Refunded",
  processing: "Marked as processing",
  shipped: "Marked as shipped",
  delivered: "Marked as delivered",
  canceled: "Order canceled",
  email: "E-mail sent",
  email_failed: "E-mail not delivered",
  invoice_issued: "Invoice issued",
  credit_note_issued: "Credit note issued",
}

export function timelineLabel(entry: Pick<OrderTimelineEntry, "kind">): string {
  const label = LABELS[entry.kind]
  if (label) return label
  const words = entry.kind.replace(/[_-]+/g, " ").trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
