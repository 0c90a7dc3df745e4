import { z } from "zod"
import { ShippingAddress } from "./checkout.js"

/** Most addresses one customer keeps (docs/decisions/143). */
export const MAX_SAVED_ADDRESSES = 20

/**
 * An address to save or to replace a saved one with: the checkout's address step, field for
 * field and message for message, and whether it is the one the checkout picks first.
 */
export const SavedAddressInput = ShippingAddress.extend({ isDefault: z.boolean().optional() }).strict()
export type SavedAddressInput = z.input<typeof SavedAddressInput>

/** A saved address as the account page and the checkout show it. */
export const SavedAddress = z.object({
  id: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
})
export type SavedAddress = z.infer<typeof SavedAddress>

export const AddressIdParams = z.object({
  id: z.string().regex(/^cuaddr_[0-9A-Za-z]{1,64}$/, "id must be an address id"),
})
