import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { Modules } from "@medusajs/framework/utils"
import { MAX_ADDRESSES } from "../src/workflows/customers/address-book"
import { collector, smallShop, type Shop } from "./fixtures"

const SAVE = "/store/customers/me/address-book"
const address = (street: string) => ({ address_1: street, postal_code: "1536", city: "Luxembourg", country_code: "lu" })

export default function addressBook({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let shop: Shop

  const save = (headers: Record<string, string>, body: unknown) => http.post(SAVE, body, { headers, validateStatus: () => true })

  const addressesOf = (customerId: string) =>
    getContainer().resolve(Modules.CUSTOMER).listCustomerAddresses({ customer_id: customerId }, { take: null })

  before(async () => {
    shop = await smallShop(getContainer())
  })

  test("the first address saved becomes the default; a later one only when asked", async () => {
    const ada = await collector(http, shop.setup.publishableKey, "ada")
    const first = await save(ada.headers, address("Rue du Fossé 5"))
    assert.equal(first.status, 201, JSON.stringify(first.data))
    assert.equal(first.data.address.is_default_shipping, true)
    assert.match(first.data.address.id, /^cuaddr_/)
    const second = await save(ada.headers, address("Rue du Marché 1"))
    assert.equal(second.data.address.is_default_shipping, false)
    const third = await save(ada.headers, { ...address("Grand-Rue 9"), is_default_shipping: true })
    assert.equal(third.data.address.is_default_shipping, true)
    const defaults = (await addressesOf(ada.id)).filter((a) => a.is_default_shipping).map((a) => a.id)
    assert.deepEqual(defaults, [third.data.address.id], "the new default takes the mark from the first")
  })

  test(
    `at ${MAX_ADDRESSES - 1} addresses, of 12 saves at the same instant exactly one is kept`,
    { timeout: 120_000 },
    async () => {
      const grace = await collector(http, shop.setup.publishableKey, "grace")
      await getContainer()
        .resolve(Modules.CUSTOMER)
        .createCustomerAddresses(
          Array.from({ length: MAX_ADDRESSES - 1 }, (_, i) => ({ ...address(`Street ${i + 1}`), customer_id: grace.id }))
        )
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => save(grace.headers, address(`Parallel ${i}`))))
      assert.deepEqual(
        answers.map((a) => a.status).sort(),
        [201, ...Array(11).fill(400)],
        JSON.stringify(answers.map((a) => a.data))
      )
      for (const refused of answers.filter((a) => a.status !== 201)) {
        assert.deepEqual(refused.data, {
          type: "not_allowed",
          code: "address_book_full",
          message: `An address book holds at most ${MAX_ADDRESSES} addresses; delete one before saving another.`,
        })
      }
      const book = await addressesOf(grace.id)
      assert.equal(book.length, MAX_ADDRESSES)
      assert.equal(book.filter((a) => a.address_1?.startsWith("Parallel")).length, 1)
    }
  )

  test("a guest gets 401; a malformed address 400, Medusa's own unlimited save 400, and nothing is saved", async () => {
    const guest = await save({ "x-publishable-api-key": shop.setup.publishableKey }, address("Nowhere 1"))
    assert.equal(guest.status, 401)
    const lin = await collector(http, shop.setup.publishableKey, "lin")
    for (const body of [{}, { ...address("x"), country_code: "LUX" }, { ...address("x"), customer_id: "cus_other" }]) {
      assert.equal((await save(lin.headers, body)).status, 400, JSON.stringify(body))
    }
    const around = await http.post("/store/customers/me/addresses", address("Side door 1"), {
      headers: lin.headers,
      validateStatus: () => true,
    })
    assert.equal(around.status, 400, "Medusa's own save, which knows no limit, is closed")
    assert.deepEqual(await addressesOf(lin.id), [])
  })
}
