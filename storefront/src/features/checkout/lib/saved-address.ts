import type { SavedAddress } from "@contract/address-book"
import type { Country } from "@contract/checkout"
import { messageOf } from "@/lib/api-client"
import { type AddressForm, toShippingAddress } from "./address"
import { translateNow } from "@/i18n/react"

/** A saved address as the address fields hold it. */
export function toAddressForm(address: SavedAddress): AddressForm {
  return {
    address1: address.address1,
    address2: address.address2 ?? "",
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
    phone: address.phone ?? "",
  }
}

/** Whether the fields hold this saved address (spaces around a field aside). */
export function isSameAddress(form: AddressForm, address: SavedAddress): boolean {
  return JSON.stringify(toShippingAddress(form)) === JSON.stringify(toShippingAddress(toAddressForm(address)))
}

/** One line: "Unter den Linden 1, 10117 Berlin, Germany". */
export function addressLine(address: SavedAddress, countries: Country[]): string {
  const country = countries.find((c) => c.code === address.countryCode)?.name ?? address.countryCode.toUpperCase()
  return [address.address1, address.address2, `${address.postalCode} ${address.city}`, country].filter(Boolean).join(", ")
}

/** The shop server's own sentence from a failed request ("400: {"message":"…"}"). */
export function reasonOf(error: Error): string {
  return messageOf(error) || translateNow("common.somethingWrong")
}
