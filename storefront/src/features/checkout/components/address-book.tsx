import type { SavedAddress } from "@contract/address-book"
import { MAX_SAVED_ADDRESSES } from "@contract/address-book"
import { useState } from "react"
import { Button } from "@/components/ui/button"
import { Skeleton } from "@/components/ui/skeleton"
import { useCountries } from "../api/shipping"
import { EMPTY_ADDRESS } from "../lib/address"
import { useDeleteAddress, useSavedAddresses } from "../api/addresses"
import { addressLine, reasonOf, toAddressForm } from "../lib/saved-address"
import { AddressBookForm } from "./address-book-form"
import { useT } from "@/i18n/react"

/** The customer's saved addresses: listed, added, edited, deleted (docs/decisions/143). */
export function AddressBook() {
  const t = useT()
  const { data: addresses, error } = useSavedAddresses()
  const countries = useCountries().data ?? []
  const remove = useDeleteAddress()
  // The address open in the form: "new", a saved one's id, or none.
  const [editing, setEditing] = useState<string | null>(null)

  const form = (address?: SavedAddress) => (
    <AddressBookForm
      key={address?.id ?? "new"}
      id={address?.id}
      initial={address ? toAddressForm(address) : EMPTY_ADDRESS}
      initialDefault={address ? address.isDefault : (addresses ?? []).length === 0}
      countries={countries}
      onDone={() => setEditing(null)}
    />
  )

  return (
    <section aria-labelledby="address-book" className="flex flex-col gap-4">
      <h2 id="address-book" className="text-xl font-semibold">
        {t("addressBook.title")}
      </h2>
      {error ? (
        <p role="alert" className="text-red-800">
          {reasonOf(error)}
        </p>
      ) : !addresses ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          {addresses.length === 0 && editing === null ? (
            <p className="rounded-lg border border-navy-900/10 bg-white p-6 text-navy-900/70">{t("addressBook.empty")}</p>
          ) : null}
          {addresses.length > 0 ? (
            <ul className="divide-y divide-navy-900/10 rounded-lg border border-navy-900/10 bg-white">
              {addresses.map((address) => (
                <li key={address.id} className="flex flex-wrap items-start justify-between gap-4 p-5" data-testid="saved-address">
                  {editing === address.id ? (
                    <div className="w-full">{form(address)}</div>
                  ) : (
                    <>
                      <p>
                        {addressLine(address, countries)}
                        {address.phone ? <span className="block text-sm text-navy-900/60">{address.phone}</span> : null}
                        {address.isDefault ? (
                          <span className="mt-1 block text-sm font-medium text-navy-900/70">{t("addressBook.usedFirst")}</span>
                        ) : null}
                      </p>
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t("addressBook.editLabel", { address: address.address1 })}
                          onClick={() => setEditing(address.id)}
                        >
                          {t("addressBook.edit")}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t("addressBook.deleteLabel", { address: address.address1 })}
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(address.id)}
                        >
                          {t("addressBook.delete")}
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {remove.error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {reasonOf(remove.error)}
            </p>
          ) : null}
          {editing === "new" ? (
            form()
          ) : addresses.length < MAX_SAVED_ADDRESSES ? (
            <Button variant="outline" className="self-start" onClick={() => setEditing("new")}>
              {t("addressBook.add")}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
