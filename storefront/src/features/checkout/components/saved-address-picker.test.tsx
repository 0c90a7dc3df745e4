import type { SavedAddress } from "@contract/address-book"
import { fireEvent, screen } from "@testing-library/react"
import { useState } from "react"
import { AddressFields } from "./address-fields"
import { EMPTY_ADDRESS } from "../lib/address"
import { COUNTRIES, makeSavedAddress } from "@/testing/fixtures"
import { mockFetch } from "@/testing/mock-fetch"
import { renderRoute } from "@/testing/render"
import { KeepAddressBox, SavedAddressPicker } from "./saved-address-picker"

const saved = (overrides: Partial<SavedAddress>) => makeSavedAddress({ phone: "+49 30 1234567", ...overrides })
const BERLIN = saved({})
const OFFICE = saved({
  id: "cuaddr_2",
  address1: "5 Rue du Fossé",
  postalCode: "1536",
  city: "Luxembourg",
  countryCode: "lu",
  phone: null,
  isDefault: true,
})

/** The checkout's address step as the form holds it. */
function AddressStep({ customer = true }: { customer?: boolean }) {
  const [address, setAddress] = useState(EMPTY_ADDRESS)
  const [keep, setKeep] = useState(false)
  return (
    <>
      <AddressFields
        value={address}
        onChange={setAddress}
        errors={{}}
        countries={COUNTRIES}
        disabled={false}
        intro={
          <SavedAddressPicker customer={customer} address={address} onPick={setAddress} countries={COUNTRIES} disabled={false} />
        }
      />
      <KeepAddressBox customer={customer} address={address} keep={keep} onKeep={setKeep} disabled={false} />
    </>
  )
}

const field = (label: string) => screen.getByLabelText(label, { exact: true })

describe("saved addresses at checkout", () => {
  it("fills the address step with the default address, and with the one picked", async () => {
    mockFetch({ "/api/account/addresses": [BERLIN, OFFICE] })
    renderRoute(<AddressStep />)
    await vi.waitFor(() => expect(field("Address")).toHaveValue("5 Rue du Fossé"))
    expect(field("City")).toHaveValue("Luxembourg")
    expect(field("Country")).toHaveValue("lu")
    expect(screen.getByLabelText("Saved addresses")).toHaveValue("cuaddr_2")
    // A saved address is not offered for saving again.
    expect(screen.queryByLabelText("Save this address in my address book")).not.toBeInTheDocument()

    fireEvent.change(screen.getByLabelText("Saved addresses"), { target: { value: "cuaddr_1" } })
    expect(field("Address")).toHaveValue("Unter den Linden 1")
    expect(field("Postcode")).toHaveValue("10117")
    expect(field("Phone (optional)")).toHaveValue("+49 30 1234567")

    // Typing a change makes it a new address, which may be kept.
    fireEvent.change(field("City"), { target: { value: "Potsdam" } })
    expect(screen.getByLabelText("Saved addresses")).toHaveValue("")
    const keep = screen.getByLabelText("Save this address in my address book")
    fireEvent.click(keep)
    expect(keep).toBeChecked()
  })

  it("offers a signed-in customer without saved addresses to keep the new one", async () => {
    mockFetch({ "/api/account/addresses": [] })
    renderRoute(<AddressStep />)
    expect(await screen.findByLabelText("Save this address in my address book")).not.toBeChecked()
    expect(screen.queryByLabelText("Saved addresses")).not.toBeInTheDocument()
    expect(field("Address")).toHaveValue("")
  })

  it("shows a guest neither saved addresses nor the box, and asks nothing of the address book", async () => {
    const fetchMock = mockFetch({ "/api/account/addresses": [BERLIN] })
    renderRoute(<AddressStep customer={false} />)
    expect(await screen.findByLabelText("Address", { exact: true })).toHaveValue("")
    expect(screen.queryByLabelText("Save this address in my address book")).not.toBeInTheDocument()
    expect(screen.queryByLabelText("Saved addresses")).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
