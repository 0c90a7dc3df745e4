import type { OrderTimelineEntry } from "@contract/order"
import { translatorFor } from "@/i18n/catalogues"
import type { MessageId, Translate } from "@/i18n/react"

/** What each kind of timeline entry is called on the order's page; a kind not listed reads as itself. */
const KINDS = new Set([
  "placed",
  "payment_recorded",
  "payment_captured",
  "payment_refunded",
  "refunded",
  "processing",
  "shipped",
  "delivered",
  "canceled",
  "email",
  "email_failed",
  "invoice_issued",
  "credit_note_issued",
])

export function timelineLabel(entry: Pick<OrderTimelineEntry, "kind">, t: Translate = translatorFor()): string {
  if (KINDS.has(entry.kind)) return t(`timeline.${entry.kind}` as MessageId)
  const words = entry.kind.replace(/[_-]+/g, " ").trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
