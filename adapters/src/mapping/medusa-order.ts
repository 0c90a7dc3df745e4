import { z } from "zod"
import { Instant, Money, OrderPaymentFigures, OrderStatus, OrderSummary } from "../contract/order.js"

/**
 * The part of an order the shop reads, as commerce answers it with its one list of the
 * order's fields (SHOP_ORDER_FIELDS in commerce/src/api/admin/shop-orders/shop-order-view.ts)
 * and the shop's status it works out (shop_status). Parsed at the boundary so the mapping
 * works on known shapes.
 */
export const MedusaOrder = z.object({
  id: z.string(),
  email: z.string().nullish(),
  shop_status: OrderStatus,
  total: z.union([z.number(), z.string()]),
  currency_code: z.string().nullish(),
  created_at: z.string(),
  customer: z
    .object({ first_name: z.string().nullish(), last_name: z.string().nullish(), email: z.string().nullish() })
    .nullish(),
  shipping_address: z.object({ first_name: z.string().nullish(), last_name: z.string().nullish() }).nullish(),
  items: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        product_title: z.string().nullish(),
        quantity: z.coerce.number(),
        detail: z.object({ fulfilled_quantity: z.coerce.number(), shipped_quantity: z.coerce.number() }).partial().nullish(),
      })
    )
    .nullish(),
  fulfillments: z
    .array(
      z.object({
        id: z.string(),
        shipped_at: z.string().nullish(),
        delivered_at: z.string().nullish(),
        canceled_at: z.string().nullish(),
        metadata: z.record(z.string(), z.unknown()).nullish(),
        labels: z.array(z.object({ tracking_number: z.string().nullish() })).nullish(),
        items: z.array(z.object({ line_item_id: z.string().nullish(), quantity: z.coerce.number() })).nullish(),
      })
    )
    .nullish(),
})
export type MedusaOrder = z.infer<typeof MedusaOrder>

/** A row of Medusa's `GET /admin/shop-orders` (commerce/src/api/admin/shop-orders/order-table.ts). */
export const OrderTableRow = z.object({
  id: z.string(),
  email: z.string(),
  customer_name: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number() })),
  total: z.string(),
  shop_status: z.string(),
  created_at: z.string(),
  tracking_number: z.string().nullable(),
  carrier: z.string().nullable(),
  payment: z.object({
    ...OrderPaymentFigures,
    hold_ends_at: z.string().nullable().optional(),
  }),
})
export type OrderTableRow = z.infer<typeof OrderTableRow>

export const OrderTablePage = z.object({
  orders: z.array(OrderTableRow),
  count: z.number().int().nonnegative(),
  /** A search matched more orders than `count`, its counting limit. */
  count_capped: z.boolean().optional(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
})
export type OrderTablePage = z.infer<typeof OrderTablePage>

// Medusa's names for the contract's figures, checked as the contract checks them.
const figures = OrderSummary.shape
export const OrderTableSummary = z.object({
  orders: figures.totalOrders,
  revenue: figures.revenue,
  active_customers: figures.activeUsers,
  active_days: figures.activeDays,
})
export type OrderTableSummary = z.infer<typeof OrderTableSummary>

const Nullable = z.string().nullable()

// Amounts and moments are checked as the contract has them: a wrong one is Medusa's answer failing, never the shop's.
/** Medusa's `GET /admin/shop-orders/:id` (commerce/src/api/admin/shop-orders/order-detail.ts). */
export const OrderDetailBody = z.object({
  order_detail: z.object({
    order: OrderTableRow,
    customer_phone: Nullable,
    shipping_address: z
      .object({
        name: z.string(),
        company: Nullable,
        address_1: z.string(),
        address_2: Nullable,
        postal_code: z.string(),
        city: z.string(),
        province: Nullable,
        country_code: z.string(),
        phone: Nullable,
      })
      .nullable(),
    shipping_method: z.object({ name: z.string(), amount: Money }).nullable(),
    items: z.array(
      z.object({
        id: z.string(),
        product_id: Nullable,
        handle: Nullable,
        name: z.string(),
        quantity: z.number(),
        unit_price: Money,
        total: Money,
        image_url: Nullable,
        grade: Nullable,
        grading_service: Nullable,
        certificate_number: Nullable,
        catalogue_ref: Nullable,
      })
    ),
    totals: z.object({ items: Money, shipping: Money, total: Money, currency_code: z.string() }),
    bank_payments: z.array(
      z.object({
        amount: Money,
        received_at: Instant,
        bank_reference: z.string(),
        source: z.enum(["manual", "statement"]),
      })
    ),
    captures: z.array(z.object({ amount: Money, at: Instant })),
    refunds: z.array(z.object({ amount: Money, at: Instant, note: Nullable })),
    timeline: z.array(z.object({ at: Instant, kind: z.string(), actor: Nullable, note: Nullable })),
  }),
})
export type MedusaOrderDetail = z.infer<typeof OrderDetailBody>["order_detail"]
