import { z } from "@medusajs/framework/zod"

const text = (max: number) => z.string().trim().min(1).max(max)

/** One address to save; the shop server has checked its fields against the checkout's rules already. */
export const StoreAddToAddressBook = z
  .object({
    address_1: text(200),
    address_2: text(200).nullish(),
    postal_code: text(20),
    city: text(100),
    country_code: z.string().regex(/^[a-z]{2}$/, "country_code must be two lowercase letters"),
    phone: text(40).nullish(),
    is_default_shipping: z.boolean().optional(),
  })
  .strict()
export type StoreAddToAddressBookType = z.infer<typeof StoreAddToAddressBook>
