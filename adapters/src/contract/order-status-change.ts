import { blankIsAbsent, PARCEL_MAX, parcelFitsStatus, tooLong } from "shared/order-transition"
import { z } from "zod"
import { OrderStatus } from "./order.js"

// Apart from order.ts, which the storefront imports: the shared rule is CommonJS, for Medusa's sake,
// and only the server loads it.
const optionalText = (name: string, max: number) =>
  z.string().trim().max(max, tooLong(name, max)).optional().transform(blankIsAbsent)

/** Body of PUT /api/orders/{id}/status; shipping may name the parcel's tracking number and carrier. */
export const UpdateOrderStatus = z
  .object({
    status: OrderStatus,
    trackingNumber: optionalText("trackingNumber", PARCEL_MAX.trackingNumber),
    carrier: optionalText("carrier", PARCEL_MAX.carrier),
  })
  .refine((body) => parcelFitsStatus(body.status, body.trackingNumber, body.carrier), {
    message: "trackingNumber and carrier belong to marking an order as shipped",
  })
export type UpdateOrderStatus = z.infer<typeof UpdateOrderStatus>
