import { z } from "@medusajs/framework/zod"
import { SHOP_STATUSES } from "../../../workflows/orders/order-status"
import { AWAITING_PAYMENT } from "./order-table"

export const TABLE_FILTERS = [...SHOP_STATUSES, AWAITING_PAYMENT] as const
export const MAX_PAGE_SIZE = 100

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)

/** The dashboard's order table: which page, how long, which status, what text. */
export const AdminShopOrderTable = z
  .object({
    page: whole("page", 1, 1_000_000).default(1),
    limit: whole("limit", 1, MAX_PAGE_SIZE).default(10),
    status: z.enum(TABLE_FILTERS, { error: `status must be one of ${TABLE_FILTERS.join(", ")}` }).optional(),
    q: z
      .string()
      .trim()
      .max(100, "q has at most 100 characters")
      .optional()
      .transform((value) => value || undefined),
  })
  .strict()
