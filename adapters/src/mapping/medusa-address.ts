import { z } from "zod"

/** The lines of an address as Medusa holds them on a cart, an order and a customer's address book. */
export const MedusaAddressLines = {
  address_1: z.string().nullish(),
  address_2: z.string().nullish(),
  postal_code: z.string().nullish(),
  city: z.string().nullish(),
  country_code: z.string().nullish(),
  phone: z.string().nullish(),
}
