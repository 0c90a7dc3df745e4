import type { Country } from "@contract/checkout"
import { useState } from "react"
import { Button } from "@/components/ui/button"
import { AddressFields } from "./address-fields"
import { type AddressErrors, type AddressForm, toShippingAddress, validateAddress } from "../lib/address"
import { useKeepAddress } from "../api/addresses"
import { reasonOf } from "../lib/saved-address"

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
  const [address, setAddress] = useState(initial)
  const [isDefault, setIsDefault] = useState(initialDefault)
  const [errors, setErrors] = useState<AddressErrors>({})
  const keep = useKeepAddress()

  const submit = () => {
    const found = validateAddress(address)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    keep.mutate({ id, input: { ...toShippingAddress(address), isDefault } }, { onSuccess: onDone })
  }

  return (
    <form
      noValidate
      aria-label={id ? "Edit address" : "New address"}
      className="flex flex-col gap-4 rounded-lg border border-navy-900/10 bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <AddressFields
        legend={id ? "Edit address" : "New address"}
        value={address}
        onChange={setAddress}
        errors={errors}
        countries={countries}
        disabled={keep.isPending}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} disabled={keep.isPending} />
        Use this address first at checkout
      </label>
      {keep.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {reasonOf(keep.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={keep.isPending}>
          Save address
        </Button>
        <Button variant="outline" onClick={onDone} disabled={keep.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
