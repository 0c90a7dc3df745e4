import { z } from "zod"

/** Spec §4's statuses, plus "canceled", which Medusa can hold and the dashboard must not hide. */
export const ORDER_STATUSES = ["pending", "processing", "paid", "shipped", "delivered", "canceled"] as const
export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

export const OrderItem = z.object({
  product: z.object({ name: z.string() }),
  quantity: z.number().int().nonnegative(),
})
export type OrderItem = z.infer<typeof OrderItem>

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
})
export type Order = z.infer<typeof Order>

const Optional = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} has at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined)

/** Body of PUT /api/orders/{id}/status; shipping may name the parcel's tracking number and carrier. */
export const UpdateOrderStatus = z
  .object({ status: OrderStatus, trackingNumber: Optional("trackingNumber", 100), carrier: Optional("carrier", 60) })
  .refine((body) => body.status === "shipped" || (!body.trackingNumber && !body.carrier), {
    message: "trackingNumber and carrier belong to marking an order as shipped",
  })
export type UpdateOrderStatus = z.infer<typeof UpdateOrderStatus>

/** The path of the staff routes under /api/orders/{id}. */
export const OrderIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "id is not an order id") })
