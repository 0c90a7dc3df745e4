import { z } from "@medusajs/framework/zod"
import { SHOP_STATUSES } from "../../../../../workflows/orders/order-status"

const Optional = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} has at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined)

/** The staff's request: the status to move to, and for shipping the parcel's tracking number and carrier. */
export const AdminShopOrderTransition = z
  .object({
    // Any status may be asked for; only the three steps are ever taken (the others are a 409).
    to: z.enum(SHOP_STATUSES, { error: `to must be one of ${SHOP_STATUSES.join(", ")}` }),
    tracking_number: Optional("tracking_number", 100),
    carrier: Optional("carrier", 60),
  })
  .strict()
  .refine((body) => body.to === "shipped" || (!body.tracking_number && !body.carrier), {
    message: "tracking_number and carrier belong to shipping (to: shipped)",
  })
export type AdminShopOrderTransitionType = z.infer<typeof AdminShopOrderTransition>
