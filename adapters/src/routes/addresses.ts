import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import type { MedusaCall } from "../medusa/call.js"
import { asSignedIn, CUSTOMER_ONLY, customerOnly, customerSession } from "../auth/staff-access.js"
import { AddressIdParams, MAX_SAVED_ADDRESSES, SavedAddress, SavedAddressInput } from "../contract/address-book.js"
import type { Country } from "../contract/checkout.js"
import { HttpError } from "../http/http-error.js"
import { answer, empty, problem } from "../http/openapi.js"
import { MedusaCallError } from "../medusa/errors.js"
import type { SessionCookies } from "../session/session-cookies.js"

export type AddressBookDeps = {
  cookies: SessionCookies
  call: MedusaCall
  /** The countries the shop ships to: a saved address must be one the checkout can take. */
  shipsTo: () => Promise<Country[]>
}

const MedusaAddress = z.object({
  id: z.string(),
  address_1: z.string().nullish(),
  address_2: z.string().nullish(),
  postal_code: z.string().nullish(),
  city: z.string().nullish(),
  country_code: z.string().nullish(),
  phone: z.string().nullish(),
  is_default_shipping: z.boolean().nullish(),
  created_at: z.union([z.string(), z.date()]).nullish(),
})
type MedusaAddress = z.infer<typeof MedusaAddress>
const AddressPage = z.object({ addresses: z.array(MedusaAddress) })
const CustomerAnswer = z.object({ customer: z.object({ addresses: z.array(MedusaAddress) }) })
const SavedAnswer = z.object({ address: MedusaAddress })

const NOT_FOUND = "There is no such address in your address book."
const BASE = "/store/customers/me/addresses"
/** The shop's own save (commerce/src/api/store/customers/me/address-book), which keeps the limit. */
const SAVE = "/store/customers/me/address-book"
const SAVE_TIMEOUT_MS = 30_000

function toSavedAddress(a: MedusaAddress): SavedAddress {
  return {
    id: a.id,
    address1: a.address_1 ?? "",
    address2: a.address_2 || null,
    postalCode: a.postal_code ?? "",
    city: a.city ?? "",
    countryCode: a.country_code ?? "",
    phone: a.phone || null,
    isDefault: a.is_default_shipping ?? false,
  }
}

const oldestFirst = (a: MedusaAddress, b: MedusaAddress) =>
  String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")) || a.id.localeCompare(b.id)

/**
 * The signed-in customer's address book (docs/decisions/143), kept in Medusa as the customer's
 * addresses and reached with the customer's own token: Medusa finds an address only among the
 * token's customer's, so another customer's address id is a 404 like one that never existed.
 */
export function addressRoutes(app: FastifyInstance, { cookies, call, shipsTo }: AddressBookDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const preValidation = customerOnly(cookies, "Staff accounts have no address book.")
  const NOT_YOURS = { 404: problem("No such address in the customer's address book") }
  const list = async (token: string) =>
    AddressPage.parse(await call(BASE, { token, query: { limit: MAX_SAVED_ADDRESSES + 1 } })).addresses.sort(oldestFirst)

  /** Without isDefault, Medusa makes the first address saved the default. */
  const toMedusa = async (input: z.output<typeof SavedAddressInput>, isDefault: boolean | undefined) => {
    if (!(await shipsTo()).some((c) => c.code === input.countryCode)) {
      throw new HttpError(400, `Invalid request: countryCode: the shop does not ship to ${input.countryCode.toUpperCase()}`)
    }
    return {
      address_1: input.address1,
      address_2: input.address2 ?? null,
      postal_code: input.postalCode,
      city: input.city,
      country_code: input.countryCode,
      phone: input.phone ?? null,
      is_default_shipping: isDefault,
    }
  }
  /** Medusa's 404 for an address that is not this customer's. */
  const orNotFound = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      if (error instanceof MedusaCallError && error.status === 404) throw new HttpError(404, NOT_FOUND)
      throw error
    }
  }

  api.get(
    "/api/account/addresses",
    {
      preValidation,
      schema: {
        summary: "The signed-in customer's saved addresses, oldest first",
        response: { 200: answer(z.array(SavedAddress), "The address book"), ...CUSTOMER_ONLY },
      },
    },
    async (request, reply): Promise<SavedAddress[]> => {
      const { token } = customerSession(request)
      return asSignedIn(cookies, request, reply, async () => (await list(token)).map(toSavedAddress))
    }
  )

  api.post(
    "/api/account/addresses",
    {
      preValidation,
      schema: {
        summary: "Saves an address in the signed-in customer's address book",
        body: SavedAddressInput,
        response: {
          201: answer(SavedAddress, "The saved address"),
          400: problem("A field is missing or wrong, or the shop does not ship to the country"),
          409: problem("The address book is full"),
          ...CUSTOMER_ONLY,
        },
      },
    },
    async (request, reply) => {
      const { token } = customerSession(request)
      const input = request.body
      const saved = await asSignedIn(cookies, request, reply, async () => {
        // One call: Medusa counts, picks the default (the first address) and saves under a
        // lock on the customer (docs/decisions/144). Saves queued behind it may wait a while.
        const body = await toMedusa(input, input.isDefault)
        try {
          const answer = await call(SAVE, { method: "POST", token, body, timeoutMs: SAVE_TIMEOUT_MS })
          return toSavedAddress(SavedAnswer.parse(answer).address)
        } catch (error) {
          if (error instanceof MedusaCallError && error.body.code === "address_book_full") {
            throw new HttpError(409, `Your address book is full (${MAX_SAVED_ADDRESSES} addresses). Please delete one first.`)
          }
          throw error
        }
      })
      return reply.status(201).send(saved)
    }
  )

  api.patch(
    "/api/account/addresses/:id",
    {
      preValidation,
      schema: {
        summary: "Replaces one of the signed-in customer's saved addresses",
        params: AddressIdParams,
        body: SavedAddressInput,
        response: {
          200: answer(SavedAddress, "The address as saved now"),
          400: problem("A field is missing or wrong, or the shop does not ship to the country"),
          ...CUSTOMER_ONLY,
          ...NOT_YOURS,
        },
      },
    },
    async (request, reply): Promise<SavedAddress> => {
      const { token } = customerSession(request)
      const { id } = request.params
      const input = request.body
      return asSignedIn(cookies, request, reply, () =>
        orNotFound(async () => {
          const current = (await list(token)).find((a) => a.id === id)
          if (!current) throw new HttpError(404, NOT_FOUND)
          const body = await toMedusa(input, input.isDefault ?? current.is_default_shipping ?? false)
          const answer = CustomerAnswer.parse(await call(`${BASE}/${id}`, { method: "POST", token, body }))
          const updated = answer.customer.addresses.find((a) => a.id === id)
          if (!updated) throw new HttpError(404, NOT_FOUND)
          return toSavedAddress(updated)
        })
      )
    }
  )

  api.delete(
    "/api/account/addresses/:id",
    {
      preValidation,
      schema: {
        summary: "Deletes one of the signed-in customer's saved addresses",
        params: AddressIdParams,
        response: { 204: empty("Deleted"), ...CUSTOMER_ONLY, ...NOT_YOURS },
      },
    },
    async (request, reply) => {
      const { token } = customerSession(request)
      const { id } = request.params
      await asSignedIn(cookies, request, reply, () => orNotFound(() => call(`${BASE}/${id}`, { method: "DELETE", token })))
      return reply.status(204).send()
    }
  )
}
