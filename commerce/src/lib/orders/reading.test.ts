import assert from "node:assert/strict"
import { test } from "node:test"
import { addressLines, countryName, paidByCard, providersOf } from "./reading"

test("an address prints as lines without the empty ones, the country by name", () => {
  const lines = addressLines({
    first_name: "Anna",
    last_name: "Muster",
    company: "",
    address_1: "Hauptstraße 1",
    address_2: null,
    postal_code: "10115",
    city: "Berlin",
    country_code: "de",
  })
  assert.deepEqual(lines, ["Anna Muster", "Hauptstraße 1", "10115 Berlin", "Germany"])
  assert.deepEqual(addressLines(null), [])
})

test("a malformed code stays as given, uppercased", () => {
  assert.equal(countryName("not a code"), "NOT A CODE")
})

test("Stripe among the providers makes a card payment; the manual provider alone a bank transfer", () => {
  const card = providersOf([{ payment_sessions: [{ provider_id: "pp_system_default" }, { provider_id: "pp_stripe_stripe" }] }])
  assert.equal(paidByCard(card), true)
  assert.equal(paidByCard(providersOf([{ payment_sessions: [{ provider_id: "pp_system_default" }, null] }, null])), false)
  assert.deepEqual(providersOf(undefined), [])
})
