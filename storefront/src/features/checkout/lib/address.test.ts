import { describe, expect, it } from "vitest"
import { EMPTY_ADDRESS, toShippingAddress, validateAddress } from "./address"

describe("the shipping address form", () => {
  it("names every missing required field and nothing optional", () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      address1: "Please enter the street and number.",
      postalCode: "Please enter the postcode.",
      city: "Please enter the city.",
      countryCode: "Please choose the country.",
    })
  })

  it("refuses a malformed postcode or phone, accepts a full address", () => {
    const full = {
      address1: "1 Rue des Monnaies",
      address2: "",
      postalCode: "L-1111",
      city: "Luxembourg",
      countryCode: "lu",
      phone: "",
    }
    expect(validateAddress(full)).toEqual({})
    expect(validateAddress({ ...full, postalCode: "<1111>" }).postalCode).toBe("Letters, digits, spaces or hyphens only.")
    expect(validateAddress({ ...full, phone: "call me" }).phone).toBe("Digits, spaces and + ( ) . / - only.")
    expect(toShippingAddress({ ...full, address1: "  1 Rue des Monnaies " })).toEqual({
      address1: "1 Rue des Monnaies",
      address2: undefined,
      postalCode: "L-1111",
      city: "Luxembourg",
      countryCode: "lu",
      phone: undefined,
    })
  })
})
