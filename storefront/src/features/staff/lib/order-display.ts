import type { Order, OrderStatus } from "@contract/order"

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

/** Sum of the order totals in euros; canceled orders brought in nothing. */
export function revenue(orders: Order[]): number {
  return orders.filter((o) => o.status !== "canceled").reduce((sum, o) => sum + Number(o.totalAmount), 0)
}

export const ACTIVE_DAYS = 30

/** Distinct customers (by e-mail) with an order in the last 30 days. */
export function activeCustomers(orders: Order[], now: Date = new Date()): number {
  const since = now.getTime() - ACTIVE_DAYS * 24 * 60 * 60 * 1000
  const emails = orders
    .filter((o) => o.status !== "canceled" && Date.parse(o.createdAt) >= since && o.customerEmail)
    .map((o) => o.customerEmail.toLowerCase())
  return new Set(emails).size
}

export function formatEuros(amount: number): string {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(amount)
}
