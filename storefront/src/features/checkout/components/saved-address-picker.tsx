import type { Country } from "@contract/checkout"
import { useEffect, useRef } from "react"
import { type AddressForm, EMPTY_ADDRESS } from "../lib/address"
import { useSavedAddresses } from "../api/addresses"
import { addressLine, isSameAddress, toAddressForm } from "../lib/saved-address"
import { useT } from "@/i18n/react"

type Props = {
  /** A signed-in customer, who has an address book. */
  customer: boolean
  address: AddressForm
  onPick: (address: AddressForm) => void
  countries: Country[]
  disabled: boolean
}

const input =
  "mt-1 block h-10 w-full rounded-md border border-navy-900/20 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-gold-500"

/** The signed-in customer's saved addresses; none asked for a guest or staff. */
function useCustomerAddresses(customer: boolean) {
  const { data: addresses = [] } = useSavedAddresses({ enabled: customer })
  return customer ? addresses : []
}

/**
 * For a signed-in customer, a saved address fills the address step: the default one at once,
 * while the fields are empty. Guests see nothing.
 */
export function SavedAddressPicker({ customer, address, onPick, countries, disabled }: Props) {
  const t = useT()
  const addresses = useCustomerAddresses(customer)
  const prefilled = useRef(false)
  const preferred = addresses.find((a) => a.isDefault)
  useEffect(() => {
    if (prefilled.current || !preferred) return
    prefilled.current = true
    if (JSON.stringify(address) === JSON.stringify(EMPTY_ADDRESS)) onPick(toAddressForm(preferred))
  }, [preferred, address, onPick])

  if (addresses.length === 0) return null
  const chosen = addresses.find((a) => isSameAddress(address, a))
  return (
    <label className="block text-sm font-medium">
      {t("saved.label")}
      <select
        className={input}
        disabled={disabled}
        value={chosen?.id ?? ""}
        onChange={(event) => {
          const picked = addresses.find((a) => a.id === event.target.value)
          onPick(picked ? toAddressForm(picked) : EMPTY_ADDRESS)
        }}
      >
        <option value="">{t("saved.new")}</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {addressLine(a, countries)}
          </option>
        ))}
      </select>
    </label>
  )
}

type KeepProps = {
  customer: boolean
  address: AddressForm
  keep: boolean
  onKeep: (keep: boolean) => void
  disabled: boolean
}

/** For a signed-in customer, an address not yet saved can be kept in the address book with the order. */
export function KeepAddressBox({ customer, address, keep, onKeep, disabled }: KeepProps) {
  const t = useT()
  const addresses = useCustomerAddresses(customer)
  if (!customer || addresses.some((a) => isSameAddress(address, a))) return null
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={keep} disabled={disabled} onChange={(e) => onKeep(e.target.checked)} />
      {t("saved.keep")}
    </label>
  )
}
