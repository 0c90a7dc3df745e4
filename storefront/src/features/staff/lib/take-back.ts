import type { OrderDetail } from "@contract/order"

const cents = (amount: string) => Math.round(Number(amount) * 100)
const sum = (rows: { amount: string }[]) => rows.reduce((total, row) => total + cents(row.amount), 0)

/** "12.50" for 1250 cents: the amounts the take-back routes take. */
export const euros = (amountCents: number) => (amountCents / 100).toFixed(2)

/** What was paid and not refunded yet, in cents. */
export const refundableCents = (order: Pick<OrderDetail, "captures" | "refunds">) =>
  Math.max(sum(order.captures) - sum(order.refunds), 0)

/** Today as YYYY-MM-DD, the latest day a transfer can have arrived or been sent. */
export const today = () => new Date().toISOString().slice(0, 10)

/** The sum of the chosen pieces' prices, in cents. */
export const piecesCents = (order: Pick<OrderDetail, "pieces">, ids: string[]) =>
  order.pieces.filter((p) => ids.includes(p.id)).reduce((total, p) => total + cents(p.total), 0)
