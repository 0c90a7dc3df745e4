import { z } from "zod"
import type { SavedAddress, SavedAddressInput } from "../contract/address-book.js"
import { MedusaAddressLines } from "../mapping/medusa-address.js"

export type AddressInput = z.output<typeof SavedAddressInput>

export const MedusaAddress = z.object({
  id: z.string(),
  ...MedusaAddressLines,
  is_default_shipping: z.boolean().nullish(),
  created_at: z.union([z.string(), z.date()]).nullish(),
})
type MedusaAddress = z.infer<typeof MedusaAddress>

export function toSavedAddress(a: MedusaAddress): SavedAddress {
  return {
    id: a.id,
    address1: a.address_1 ?? "",
    address2: a.address_2 || null,
    postalCode: a.postal_code ?? "",
    city: a.city ?? "",
    countryCode: a.country_code ?? "",
    phone: a.phone || null,
    isDefault: a.is_default_shipping ?? false,
  }
}

export const oldestFirst = (a: MedusaAddress, b: MedusaAddress) =>
  String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")) || a.id.localeCompare(b.id)

/** Without isDefault, Medusa makes the first address saved the default. */
export function toMedusaAddress(input: AddressInput, isDefault: boolean | undefined) {
  return {
    address_1: input.address1,
    address_2: input.address2 ?? null,
    postal_code: input.postalCode,
    city: input.city,
    country_code: input.countryCode,
    phone: input.phone ?? null,
    is_default_shipping: isDefault,
  }
}
