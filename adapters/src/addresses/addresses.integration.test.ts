import { beforeAll, describe, expect, it } from "vitest"
import { MAX_SAVED_ADDRESSES, SavedAddress } from "../contract/address-book.js"
import { postJson, SHOP_URL } from "../test-support/checkout-client.js"
import { freshAddress } from "../test-support/mailbox.js"
import { signIn } from "../test-support/shop-session.js"

// Against the real stack: the shop server and the customers' addresses in Medusa.
const COOKIE = "shop_session"
const password = "address-book-1"

async function shop(path: string, { method = "GET", body, cookie }: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${SHOP_URL}${path}`, {
    method,
    // Every state-changing call is JSON from the shop's own pages, a DELETE too (an empty object).
    headers: {
      ...(method === "GET" ? {} : { origin: SHOP_URL, "content-type": "application/json" }),
      ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}),
    },
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
}

/** A new customer, signed in: the session cookie. */
async function newCustomer(name: string): Promise<string> {
  const email = freshAddress(name)
  expect((await postJson("/api/auth/register", { firstName: "Ada", lastName: name, email, password })).status).toBe(202)
  return signIn(email, password)
}

const home = { address1: "Unter den Linden 1", postalCode: "10117", city: "Berlin", countryCode: "DE" }
const office = {
  address1: "5 Rue du Fossé",
  address2: "2nd floor",
  postalCode: "1536",
  city: "Luxembourg",
  countryCode: "lu",
  phone: "+352 123 456",
}

const message = (answer: { body: unknown }) => (answer.body as { message: string }).message

describe("address book", () => {
  let ada: string
  let grace: string
  beforeAll(async () => {
    ada = await newCustomer("ada")
    grace = await newCustomer("grace")
  })

  it("saves, lists, edits and deletes a customer's addresses; the first is the default", async () => {
    expect(await shop("/api/account/addresses", { cookie: ada })).toEqual({ status: 200, body: [] })

    const first = await shop("/api/account/addresses", { method: "POST", body: home, cookie: ada })
    expect(first.status).toBe(201)
    const saved = SavedAddress.parse(first.body)
    expect(saved).toMatchObject({ ...home, countryCode: "de", address2: null, phone: null, isDefault: true })
    expect(saved.id).toMatch(/^cuaddr_/)

    const second = await shop("/api/account/addresses", { method: "POST", body: office, cookie: ada })
    expect(second.status).toBe(201)
    const officeId = SavedAddress.parse(second.body).id
    expect(second.body).toMatchObject({ ...office, isDefault: false })

    const listed = await shop("/api/account/addresses", { cookie: ada })
    expect(listed.status).toBe(200)
    expect((listed.body as SavedAddress[]).map((a) => [a.id, a.isDefault])).toEqual([
      [saved.id, true],
      [officeId, false],
    ])

    // Making the second the default takes it from the first; an emptied optional field is cleared.
    const edited = await shop(`/api/account/addresses/${officeId}`, {
      method: "PATCH",
      body: { ...office, address2: "", city: "Esch-sur-Alzette", isDefault: true },
      cookie: ada,
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id: officeId, city: "Esch-sur-Alzette", address2: null, isDefault: true })
    const after = (await shop("/api/account/addresses", { cookie: ada })).body as SavedAddress[]
    expect(after.find((a) => a.id === saved.id)?.isDefault).toBe(false)

    expect((await shop(`/api/account/addresses/${saved.id}`, { method: "DELETE", cookie: ada })).status).toBe(204)
    const left = (await shop("/api/account/addresses", { cookie: ada })).body as SavedAddress[]
    expect(left.map((a) => a.id)).toEqual([officeId])
    expect((await shop(`/api/account/addresses/${saved.id}`, { method: "DELETE", cookie: ada })).status).toBe(404)
  })

  it("refuses an address with the checkout's messages, per field", async () => {
    const answer = await shop("/api/account/addresses", {
      method: "POST",
      body: { address1: " ", postalCode: "10117!", city: "Berlin", countryCode: "DE", phone: "call me" },
      cookie: ada,
    })
    expect(answer.status).toBe(400)
    expect(message(answer)).toContain("address1: is required")
    expect(message(answer)).toContain("postalCode: must be letters, digits, spaces or hyphens")
    expect(message(answer)).toContain("phone: must be a phone number")

    const nowhere = await shop("/api/account/addresses", { method: "POST", body: { ...home, countryCode: "AQ" }, cookie: ada })
    expect(nowhere.status).toBe(400)
    expect(message(nowhere)).toBe("Invalid request: countryCode: the shop does not ship to AQ")

    const extra = await shop("/api/account/addresses", { method: "POST", body: { ...home, customerId: "cus_1" }, cookie: ada })
    expect(extra.status).toBe(400)
    expect(message(extra)).toContain('unknown field "customerId"')

    const badId = await shop("/api/account/addresses/not-an-id", { method: "PATCH", body: home, cookie: ada })
    expect(badId.status).toBe(400)
    expect(message(badId)).toContain("id must be an address id")
  })

  it("keeps another customer's addresses out of reach: 404, and nothing changes", async () => {
    const mine = SavedAddress.parse((await shop("/api/account/addresses", { method: "POST", body: home, cookie: grace })).body)
    const notYours = "There is no such address in your address book."

    const patch = await shop(`/api/account/addresses/${mine.id}`, { method: "PATCH", body: office, cookie: ada })
    expect(patch).toEqual({ status: 404, body: { message: notYours } })
    const remove = await shop(`/api/account/addresses/${mine.id}`, { method: "DELETE", cookie: ada })
    expect(remove).toEqual({ status: 404, body: { message: notYours } })
    // The same answer as for an id that never existed.
    const never = await shop("/api/account/addresses/cuaddr_01NEVER00000000000000000000", { method: "DELETE", cookie: ada })
    expect(never).toEqual(remove)

    const graces = (await shop("/api/account/addresses", { cookie: grace })).body as SavedAddress[]
    expect(graces).toEqual([mine])
    const adas = (await shop("/api/account/addresses", { cookie: ada })).body as SavedAddress[]
    expect(adas.map((a) => a.id)).not.toContain(mine.id)
  })

  it("keeps at most 20 addresses per customer", { timeout: 120_000 }, async () => {
    const cookie = await newCustomer("many")
    for (let i = 1; i <= MAX_SAVED_ADDRESSES; i++) {
      const answer = await shop("/api/account/addresses", { method: "POST", body: { ...home, address1: `Street ${i}` }, cookie })
      expect(answer.status).toBe(201)
    }
    const full = await shop("/api/account/addresses", { method: "POST", body: home, cookie })
    expect(full).toEqual({
      status: 409,
      body: { message: "Your address book is full (20 addresses). Please delete one first." },
    })
    expect(((await shop("/api/account/addresses", { cookie })).body as SavedAddress[]).length).toBe(MAX_SAVED_ADDRESSES)
  })

  it(
    "keeps the limit when saves arrive at the same instant: at 19 addresses, one of 12 is kept",
    { timeout: 180_000 },
    async () => {
      const cookie = await newCustomer("racing")
      for (let i = 1; i < MAX_SAVED_ADDRESSES; i++) {
        const answer = await shop("/api/account/addresses", {
          method: "POST",
          body: { ...home, address1: `Street ${i}` },
          cookie,
        })
        expect(answer.status).toBe(201)
      }
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          shop("/api/account/addresses", { method: "POST", body: { ...home, address1: `Parallel ${i}` }, cookie })
        )
      )
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
      const refused = answers.filter((a) => a.status !== 201)
      expect(refused).toHaveLength(11)
      for (const answer of refused) {
        expect(answer).toEqual({
          status: 409,
          body: { message: "Your address book is full (20 addresses). Please delete one first." },
        })
      }
      const book = (await shop("/api/account/addresses", { cookie })).body as SavedAddress[]
      expect(book).toHaveLength(MAX_SAVED_ADDRESSES)
      expect(book.filter((a) => a.address1.startsWith("Parallel"))).toHaveLength(1)
    }
  )

  it("asks a guest to sign in", async () => {
    const list = await shop("/api/account/addresses")
    expect(list).toEqual({ status: 401, body: { message: "Please sign in to continue." } })
    expect((await shop("/api/account/addresses", { method: "POST", body: home })).status).toBe(401)
  })
})
