import { z } from "zod"

/** At most this many wants per collector (Medusa refuses the next with a 409). */
export const MAX_WANTS = 50
// Wants keep prices as integer cents: up to 20 million euros.
export const MAX_WANT_EUROS = 20_000_000

const text = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .max(200, `${name} must be at most 200 characters`)
    .transform((value) => value.trim())
    .transform((value) => (value === "" ? undefined : value))

/** An amount in euros as the listing's URL holds it: "12" or "12.50"; blank is no limit. */
const euros = (name: string) => {
  const message = `${name} must be an amount in euros, such as 12 or 12.50`
  return z
    .string({ error: message })
    .transform((value) => value.trim())
    .transform((value) => (value === "" ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^-?\d{1,9}(\.\d{1,2})?$/, message)
        .transform(Number)
        .pipe(
          z.number().min(0, `${name} must be 0 or more`).max(MAX_WANT_EUROS, `${name} must be at most ${MAX_WANT_EUROS} euros`)
        )
        .optional()
    )
}

/** A want's criteria: the listing's filters, under the names of its URL (/products?search=…&priceMin=…). */
export const WantCriteria = z
  .object({
    search: text("search").optional(),
    category: text("category").optional(),
    country: text("country").optional(),
    material: text("material").optional(),
    period: text("period").optional(),
    quality: text("quality").optional(),
    priceMin: euros("priceMin").optional(),
    priceMax: euros("priceMax").optional(),
  })
  .strict()
  .refine((c) => c.priceMin === undefined || c.priceMax === undefined || c.priceMin <= c.priceMax, {
    message: "priceMin must not be above priceMax; swap them or leave one out",
    path: ["priceMin"],
  })

export const WANT_ALERTS = ["instant", "daily", "off"] as const
export const WantAlerts = z.enum(WANT_ALERTS, { error: "alerts must be instant (at once), daily (a digest) or off" })
export type WantAlerts = z.infer<typeof WantAlerts>

const WantName = z
  .string({ error: "name must be text" })
  .trim()
  .min(1, "name must not be empty")
  .max(80, "name must be at most 80 characters")

/** Save this search: a name, the listing's filters, and when to e-mail (at once by default). */
export const CreateWant = z.object({ name: WantName, criteria: WantCriteria, alerts: WantAlerts.optional() }).strict()
export type CreateWant = z.input<typeof CreateWant>

/** Rename a want or change its alerts. */
export const UpdateWant = z
  .object({ name: WantName.optional(), alerts: WantAlerts.optional() })
  .strict()
  .refine((u) => u.name !== undefined || u.alerts !== undefined, { message: "give a new name or alerts" })
export type UpdateWant = z.input<typeof UpdateWant>

export const WantId = z.object({ id: z.string().regex(/^want_[A-Za-z0-9]{1,60}$/, "id is not a want") })

export const Want = z.object({
  id: z.string(),
  name: z.string(),
  alerts: WantAlerts,
  createdAt: z.string(),
  /** The filters as the listing's URL holds them; absent ones are "any". */
  criteria: z.record(z.string(), z.string()),
  /** How many pieces match now: the listing's total. */
  matches: z.number().int(),
  /** That listing: /products?… */
  link: z.string(),
})
export type Want = z.infer<typeof Want>

export const WantList = z.object({ wants: z.array(Want) })
export type WantList = z.infer<typeof WantList>

/** The one-click unsubscribe of a want's alerts: the e-mail link's signed token. */
export const WantUnsubscribe = z.object({ token: z.string().min(1, "token is missing").max(300, "token is not valid") })
