import { z } from "@medusajs/framework/zod"
import { LANGUAGES } from "../../../lib/languages"

const text = (max: number) => z.string().trim().min(1).max(max)
const country = z.string().regex(/^[a-z]{2}$/, "country_code must be two lowercase letters")
const email = z.string().trim().toLowerCase().email().max(254)

/** The shop server has checked the basket against the catalogue's prices and stock already. */
export const StoreStartShopCheckout = z
  .object({
    region_id: text(100),
    provider_id: text(100),
    country_code: country,
    email: email.optional(),
    first_name: text(100).optional(),
    last_name: text(100).optional(),
    // The language the shopper orders in: the order's e-mails are written in it (docs/decisions/246).
    language: z.enum(LANGUAGES).optional(),
    items: z
      .array(z.object({ variant_id: text(100), quantity: z.number().int().min(1).max(1000) }).strict())
      .min(1)
      .max(100),
  })
  .strict()
export type StoreStartShopCheckoutType = z.infer<typeof StoreStartShopCheckout>

export const StoreSetShopCheckoutBuyer = z
  .object({ email, first_name: text(100), last_name: text(100), country_code: country })
  .strict()
export type StoreSetShopCheckoutBuyerType = z.infer<typeof StoreSetShopCheckoutBuyer>

export const StoreSetShopCheckoutShipping = z
  .object({
    address: z
      .object({
        address_1: text(200),
        address_2: text(200).optional(),
        postal_code: text(20),
        city: text(100),
        country_code: country,
        phone: text(40).optional(),
      })
      .strict(),
    option_id: text(100).optional(),
  })
  .strict()
export type StoreSetShopCheckoutShippingType = z.infer<typeof StoreSetShopCheckoutShipping>
