import type { Order, OrderStatus } from "@contract/order"

// spec §9: the table shows 10 orders a page.
export const RECENT_ORDERS = 10

/** spec §3: '#ORD-' and the last 6 characters of the id, uppercased. */
export function displayOrderId(id: string): string {
  return `#ORD-${id.slice(-6).toUpperCase()}`
}

/** spec §4: the one action offered from each status; processing, delivered (and canceled) have none. */
export const ORDER_ACTIONS: Partial<Record<OrderStatus, { label: string; next: OrderStatus }>> = {
  pending: { label: "Mark as Processing", next: "processing" },
  paid: { label: "Mark as Shipped", next: "shipped" },
  shipped: { label: "Mark as Delivered", next: "delivered" },
}

/** "DHL · 00340434161094042557": how the parcel goes, as far as staff have said. */
export function shipmentOf(order: Pick<Order, "carrier" | "trackingNumber">): string {
  return [order.carrier, order.trackingNumber].filter(Boolean).join(" · ")
}

// Made once: an order's page formats every amount, date and entry of its timeline.
const eurosFormat = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" })
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" })
const regionNames = new Intl.DisplayNames(["en"], { type: "region" })

export function formatEuros(amount: number): string {
  return eurosFormat.format(amount)
}

/** "30 Nov 2026", the day a bank transfer's hold ends. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}

/** "26 Nov 2026, 14:05" in the staff member's own time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso))
}

/** "Germany" for "de"; a code Intl does not know stays as it is, uppercased. */
export function countryNameOf(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}
