import type { Order, OrderStatus } from "@contract/order"
import type { Language } from "@/i18n/language"
import type { MessageId } from "@/i18n/react"

// spec §9: the table shows 10 orders a page.
export const RECENT_ORDERS = 10

/** spec §3: '#ORD-' and the last 6 characters of the id, uppercased. */
export function displayOrderId(id: string): string {
  return `#ORD-${id.slice(-6).toUpperCase()}`
}

/** spec §4: the one action offered from each status; processing, delivered (and canceled) have none. */
export const ORDER_ACTIONS: Partial<Record<OrderStatus, { label: MessageId; next: OrderStatus }>> = {
  pending: { label: "action.processing", next: "processing" },
  paid: { label: "action.shipped", next: "shipped" },
  shipped: { label: "action.delivered", next: "delivered" },
}

/** "DHL · 00340434161094042557": how the parcel goes, as far as staff have said. */
export function shipmentOf(order: Pick<Order, "carrier" | "trackingNumber">): string {
  return [order.carrier, order.trackingNumber].filter(Boolean).join(" · ")
}

const LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR" }

// Made once per language: an order's page formats every amount, date and entry of its timeline.
const formats = new Map<
  Language,
  { euros: Intl.NumberFormat; date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat; regions: Intl.DisplayNames }
>()

function formatsFor(language: Language) {
  let made = formats.get(language)
  if (!made) {
    made = {
      euros: new Intl.NumberFormat(language === "en" ? "en-IE" : LOCALES[language], { style: "currency", currency: "EUR" }),
      date: new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
      dateTime: new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeStyle: "short" }),
      regions: new Intl.DisplayNames([language], { type: "region" }),
    }
    formats.set(language, made)
  }
  return made
}

export function formatEuros(amount: number, language: Language = "en"): string {
  return formatsFor(language).euros.format(amount)
}

/** "30 Nov 2026", the day a bank transfer's hold ends. */
export function formatDate(iso: string, language: Language = "en"): string {
  return formatsFor(language).date.format(new Date(iso))
}

/** "26 Nov 2026, 14:05" in the staff member's own time zone. */
export function formatDateTime(iso: string, language: Language = "en"): string {
  return formatsFor(language).dateTime.format(new Date(iso))
}

/** "Germany" for "de"; a code Intl does not know stays as it is, uppercased. */
export function countryNameOf(code: string, language: Language = "en"): string {
  try {
    return formatsFor(language).regions.of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}
