import { z } from "@medusajs/framework/zod"
import { WANT_ALERTS } from "../../../../../modules/wants/criteria"

// Prices are kept in integer cents (PostgreSQL integer): up to 20 million euros.
export const MAX_PRICE_CENTS = 2_000_000_000

const filter = z.string().trim().min(1).max(200)
const cents = z.number().int().min(0).max(MAX_PRICE_CENTS)

export const WantCriteriaInput = z
  .object({
    search: filter.optional(),
    category: filter.optional(),
    category_id: z
      .string()
      .regex(/^pcat_[A-Za-z0-9]{1,60}$/)
      .optional(),
    country: filter.optional(),
    material: filter.optional(),
    period: filter.optional(),
    quality: filter.optional(),
    price_min_cents: cents.optional(),
    price_max_cents: cents.optional(),
  })
  .strict()
  .refine((c) => (c.category === undefined) === (c.category_id === undefined), {
    message: "category and category_id go together",
    path: ["category_id"],
  })
  .refine((c) => c.price_min_cents === undefined || c.price_max_cents === undefined || c.price_min_cents <= c.price_max_cents, {
    message: "price_min_cents must not be above price_max_cents",
    path: ["price_min_cents"],
  })

const name = z.string().trim().min(1).max(80)

export const CreateWant = z.object({ name, alerts: z.enum(WANT_ALERTS).default("instant"), criteria: WantCriteriaInput }).strict()

export const UpdateWant = z
  .object({ name: name.optional(), alerts: z.enum(WANT_ALERTS).optional() })
  .strict()
  .refine((u) => u.name !== undefined || u.alerts !== undefined, { message: "name or alerts to change", path: ["name"] })

export const WantParams = z.object({ id: z.string().regex(/^want_[A-Za-z0-9]{1,60}$/) })
