import type { SavedAddress } from "@contract/address-book"
import { addressLine, isSameAddress, toAddressForm } from "./saved-address"

const BERLIN: SavedAddress = {
  id: "cuaddr_1",
  address1: "Unter den Linden 1",
  address2: "Hinterhaus",
  postalCode: "10117",
  city: "Berlin",
  countryCode: "de",
  phone: null,
  isDefault: true,
}

describe("saved address", () => {
  it("fills the fields, empty where nothing was saved", () => {
    expect(toAddressForm(BERLIN)).toEqual({
      address1: "Unter den Linden 1",
      address2: "Hinterhaus",
      postalCode: "10117",
      city: "Berlin",
      countryCode: "de",
      phone: "",
    })
  })

  it("knows the fields hold it, spaces around a field aside", () => {
    expect(isSameAddress({ ...toAddressForm(BERLIN), city: " Berlin " }, BERLIN)).toBe(true)
    expect(isSameAddress({ ...toAddressForm(BERLIN), city: "Potsdam" }, BERLIN)).toBe(false)
    expect(isSameAddress({ ...toAddressForm(BERLIN), phone: "+49 30 1" }, BERLIN)).toBe(false)
  })

  it("reads as one line with the country's name", () => {
    expect(addressLine(BERLIN, [{ code: "de", name: "Germany" }])).toBe("Unter den Linden 1, Hinterhaus, 10117 Berlin, Germany")
    expect(addressLine({ ...BERLIN, address2: null }, [])).toBe("Unter den Linden 1, 10117 Berlin, DE")
  })
})
