import type { Country } from "@contract/checkout"
import { useState } from "react"
import { Button } from "@/components/ui/button"
import { AddressFields } from "./address-fields"
import { type AddressErrors, type AddressForm, toShippingAddress, validateAddress } from "../lib/address"
import { useKeepAddress } from "../api/addresses"
import { reasonOf } from "../lib/saved-address"
import { useT } from "@/i18n/react"

type Props = {
  /** The saved address being edited; a new one without. */
  id?: string
  initial: AddressForm
  initialDefault: boolean
  countries: Country[]
  onDone: () => void
}

/** Adds or edits one address, with the checkout's fields and messages. */
export function AddressBookForm({ id, initial, initialDefault, countries, onDone }: Props) {
  const t = useT()
  const [address, setAddress] = useState(initial)
  const [isDefault, setIsDefault] = useState(initialDefault)
  const [errors, setErrors] = useState<AddressErrors>({})
  const keep = useKeepAddress()

  const submit = () => {
    const found = validateAddress(address, t)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    keep.mutate({ id, input: { ...toShippingAddress(address), isDefault } }, { onSuccess: onDone })
  }

  return (
    <form
      noValidate
      aria-label={id ? t("address.edit") : t("address.new")}
      className="flex flex-col gap-4 rounded-lg border border-navy-900/10 bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <AddressFields
        legend={id ? t("address.edit") : t("address.new")}
        value={address}
        onChange={setAddress}
        errors={errors}
        countries={countries}
        disabled={keep.isPending}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} disabled={keep.isPending} />
        {t("address.useFirst")}
      </label>
      {keep.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {reasonOf(keep.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={keep.isPending}>
          {t("address.save")}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={keep.isPending}>
          {t("address.cancel")}
        </Button>
      </div>
    </form>
  )
}
