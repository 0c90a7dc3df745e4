import { z } from "zod"

/** Spec §4's statuses, plus "canceled", which Medusa can hold and the dashboard must not hide. */
export const ORDER_STATUSES = ["pending", "processing", "paid", "shipped", "delivered", "canceled"] as const
export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

/** The one action staff may take from each status (spec §4); the others have none. Medusa's transition route keeps to it. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: "processing",
  paid: "shipped",
  shipped: "delivered",
}

export function isAllowedTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUS[from] === to
}

export const OrderItem = z.object({
  product: z.object({ name: z.string() }),
  quantity: z.number().int().nonnegative(),
})
export type OrderItem = z.infer<typeof OrderItem>

/** How an order is paid; for a bank transfer, what is owed and what came. */
export const OrderPaymentFigures = {
  method: z.enum(["bank_transfer", "card"]).nullable(),
  // Bank transfer only: the reference printed on the order, amounts in euros ("18.50").
  reference: z.string().optional(),
  due: z.string().optional(),
  received: z.string().optional(),
  outstanding: z.string().optional(),
  excess: z.string().optional(),
  paid: z.boolean().optional(),
}

/** The spec's Order (§3). The display id ('#ORD-' + last 6 chars) is the storefront's to compute. */
export const Order = z.object({
  id: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  items: z.array(OrderItem),
  // EUR total as a two-decimal string, e.g. "154.50".
  totalAmount: z.string().regex(/^\d+\.\d{2}$/),
  status: OrderStatus,
  createdAt: z.iso.datetime({ offset: true }),
  // Beyond the spec (README): the parcel's tracking number and carrier once staff give them.
  trackingNumber: z.string().optional(),
  carrier: z.string().optional(),
  // Beyond the spec (README): how the order is paid; for a bank transfer what is owed and the hold's end.
  payment: z
    .object({
      ...OrderPaymentFigures,
      // When the pieces are released if the money has not arrived; null once paid or canceled.
      holdEndsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    })
    .optional(),
})
export type Order = z.infer<typeof Order>
export type OrderPayment = NonNullable<Order["payment"]>

/** The table's status filter: a status, or "awaiting-payment" (pending and processing). */
export const ORDER_FILTERS = [...ORDER_STATUSES, "awaiting-payment"] as const
export const OrderFilter = z.enum(ORDER_FILTERS, { error: `status must be one of ${ORDER_FILTERS.join(", ")}` })
export type OrderFilter = z.infer<typeof OrderFilter>

// spec §9: the table shows 10 orders; GET /api/orders without parameters answers those.
export const DEFAULT_ORDER_PAGE_SIZE = 10
export const MAX_ORDER_PAGE_SIZE = 100

const wholeNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${name} must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `${name} must be a whole number from 1 to ${max}`)

/**
 * Query of GET /api/orders (beyond the spec, README): which page, how many orders a page,
 * which status, and text found in the order number, the customer's name or e-mail.
 * The answer stays the spec's list of orders, newest first; the paging is in its headers.
 */
export const OrderListQuery = z
  .object({
    page: wholeNumber("page", 1_000_000).default(1),
    pageSize: wholeNumber("pageSize", MAX_ORDER_PAGE_SIZE).default(DEFAULT_ORDER_PAGE_SIZE),
    status: OrderFilter.optional(),
    search: z
      .string()
      .trim()
      .max(100, "search has at most 100 characters")
      .optional()
      .transform((value) => value || undefined),
  })
  .strict()
export type OrderListQuery = z.infer<typeof OrderListQuery>

/**
 * The headers of GET /api/orders that carry the paging. A search counts up to 10,000 orders:
 * when it matches more, X-Total-Count is that limit and X-Total-Capped is "true".
 */
export const ORDER_PAGE_HEADERS = {
  total: "x-total-count",
  totalCapped: "x-total-capped",
  page: "x-page",
  pageSize: "x-page-size",
} as const

/** GET /api/orders/summary (beyond the spec): the dashboard's order figures, counted by the database. */
export const OrderSummary = z.object({
  totalOrders: z.number().int().nonnegative(),
  // Euros of every order not canceled, "154.50".
  revenue: z.string(),
  // Distinct customers (by e-mail) with an order not canceled in the last `activeDays` days.
  activeUsers: z.number().int().nonnegative(),
  activeDays: z.number().int().positive(),
})
export type OrderSummary = z.infer<typeof OrderSummary>

/** The path of the staff routes under /api/orders/{id}. */
export const OrderIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "id is not an order id") })

/** An amount in euros as the order desk shows it, negative for money going back: "-25.00". */
export const Money = z.string().regex(/^-?\d+\.\d{2}$/)
/** A moment, in ISO 8601 with its offset. */
export const Instant = z.iso.datetime({ offset: true })

/** Where the parcel goes, as the checkout collected it. */
export const OrderAddress = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  countryCode: z.string(),
  phone: z.string().nullable(),
})
export type OrderAddress = z.infer<typeof OrderAddress>

/** One piece of the order with what a collector and the packer check it by. */
export const OrderPiece = z.object({
  // The order's line item.
  id: z.string(),
  productId: z.string().nullable(),
  handle: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int().nonnegative(),
  unitPrice: Money,
  total: Money,
  // The obverse (same origin); the storefront asks for the width it shows.
  frontImageUrl: z.string(),
  grade: z.string().nullable(),
  gradingService: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  catalogueReference: z.string().nullable(),
})
export type OrderPiece = z.infer<typeof OrderPiece>

/** One entry of what happened to the order, oldest first. */
export const OrderTimelineEntry = z.object({
  at: Instant,
  // placed, payment_recorded, payment_captured, refunded, processing, shipped, delivered, canceled, email, …
  kind: z.string(),
  // The staff account that did it (name, else e-mail); null when the shop or the customer did.
  actor: z.string().nullable(),
  // What is worth knowing beside the kind: an e-mail's subject, an amount and bank reference, a tracking number.
  note: z.string().nullable(),
})
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>

/**
 * GET /api/orders/{id} (beyond the spec, README): the order's own page for staff. The
 * dashboard's Order (same status, payment and order number) with everything needed to
 * pack, ship and answer the customer.
 */
export const OrderDetail = Order.extend({
  customerPhone: z.string().nullable(),
  shippingAddress: OrderAddress.nullable(),
  shippingMethod: z.object({ name: z.string(), amount: Money }).nullable(),
  pieces: z.array(OrderPiece),
  totals: z.object({ items: Money, shipping: Money, total: Money, currencyCode: z.string() }),
  // Each bank transfer recorded against the order.
  bankPayments: z.array(
    z.object({ amount: Money, receivedAt: Instant, bankReference: z.string(), source: z.enum(["manual", "statement"]) })
  ),
  // Medusa's captures and refunds of the order's payments (card or bank transfer).
  captures: z.array(z.object({ amount: Money, at: Instant })),
  refunds: z.array(z.object({ amount: Money, at: Instant, note: z.string().nullable() })),
  timeline: z.array(OrderTimelineEntry),
})
export type OrderDetail = z.infer<typeof OrderDetail>
