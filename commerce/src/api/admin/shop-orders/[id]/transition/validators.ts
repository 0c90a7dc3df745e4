import { z } from "@medusajs/framework/zod"
import { blankIsAbsent, PARCEL_MAX, parcelFitsStatus, tooLong } from "shared/order-transition"
import { SHOP_STATUSES } from "../../../../../workflows/orders/order-status"

const optionalText = (name: string, max: number) =>
  z.string().trim().max(max, tooLong(name, max)).optional().transform(blankIsAbsent)

/** The staff's request: the status to move to, and for shipping the parcel's tracking number and carrier. */
export const AdminShopOrderTransition = z
  .object({
    // Any status may be asked for; only the three steps are ever taken (the others are a 409).
    to: z.enum(SHOP_STATUSES, { error: `to must be one of ${SHOP_STATUSES.join(", ")}` }),
    tracking_number: optionalText("tracking_number", PARCEL_MAX.trackingNumber),
    carrier: optionalText("carrier", PARCEL_MAX.carrier),
  })
  .strict()
  .refine((body) => parcelFitsStatus(body.to, body.tracking_number, body.carrier), {
    message: "tracking_number and carrier belong to shipping (to: shipped)",
  })
export type AdminShopOrderTransitionType = z.infer<typeof AdminShopOrderTransition>
