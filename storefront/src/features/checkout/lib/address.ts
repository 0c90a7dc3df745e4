import { translatorFor } from "@/i18n/catalogues"
import type { Translate } from "@/i18n/react"

/** The shipping address as the form holds it. */
export type AddressForm = {
  address1: string
  address2: string
  postalCode: string
  city: string
  countryCode: string
  phone: string
}

export const EMPTY_ADDRESS: AddressForm = { address1: "", address2: "", postalCode: "", city: "", countryCode: "", phone: "" }

export type AddressErrors = Partial<Record<keyof AddressForm, string>>

/** The same rules as the shop server's, so the shopper learns of a mistake beside the field. */
export function validateAddress(address: AddressForm, t: Translate = translatorFor()): AddressErrors {
  const errors: AddressErrors = {}
  if (!address.address1.trim()) errors.address1 = t("validate.street")
  else if (address.address1.trim().length > 200) errors.address1 = t("validate.max200")
  if (address.address2.trim().length > 200) errors.address2 = t("validate.max200")
  const postalCode = address.postalCode.trim()
  if (!postalCode) errors.postalCode = t("validate.postcode")
  else if (!/^[0-9A-Za-z][0-9A-Za-z -]{0,15}$/.test(postalCode)) errors.postalCode = t("validate.postcodeChars")
  if (!address.city.trim()) errors.city = t("validate.city")
  else if (address.city.trim().length > 100) errors.city = t("validate.max100")
  if (!address.countryCode) errors.countryCode = t("validate.country")
  const phone = address.phone.trim()
  if (phone && !/^\+?[0-9 ()./-]{4,30}$/.test(phone)) errors.phone = t("validate.phone")
  return errors
}

/** What the server takes: trimmed, empty optional fields left out. */
export function toShippingAddress(address: AddressForm) {
  return {
    address1: address.address1.trim(),
    address2: address.address2.trim() || undefined,
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    countryCode: address.countryCode,
    phone: address.phone.trim() || undefined,
  }
}
