import { z } from "zod"
import { MAX_SAVED_ADDRESSES, type SavedAddress } from "../contract/address-book.js"
import type { MedusaClient } from "../medusa/client.js"
import { translated } from "../medusa/errors.js"
import { MedusaAddress, oldestFirst, toMedusaAddress, toSavedAddress, type AddressInput } from "./saved-address.js"

const AddressPage = z.object({ addresses: z.array(MedusaAddress) })
const CustomerAnswer = z.object({ customer: z.object({ addresses: z.array(MedusaAddress) }) })
const SavedAnswer = z.object({ address: MedusaAddress })

export const NOT_FOUND = "There is no such address in your address book."
const BASE = "/store/customers/me/addresses"
/** The shop's own save (commerce/src/api/store/customers/me/address-book), which keeps the limit. */
const SAVE = "/store/customers/me/address-book"
const SAVE_TIMEOUT_MS = 30_000
const FULL = {
  address_book_full: {
    status: 409,
    message: `Your address book is full (${MAX_SAVED_ADDRESSES} addresses). Please delete one first.`,
  },
}

/**
 * The customer's addresses in Medusa, always with the customer's own token: Medusa finds an
 * address only among the token's customer's, so another customer's id is a 404 like one that never existed.
 */
export function createAddressesGateway(medusa: MedusaClient) {
  return {
    async list(token: string): Promise<SavedAddress[]> {
      const query = { limit: MAX_SAVED_ADDRESSES + 1 }
      const { addresses } = await medusa.request(BASE, AddressPage, { token, query })
      return addresses.sort(oldestFirst).map(toSavedAddress)
    },

    /** One call: Medusa counts, picks the default (the first address) and saves under a lock on the customer (docs/decisions/144). */
    async save(token: string, input: AddressInput, isDefault: boolean | undefined): Promise<SavedAddress> {
      const body = toMedusaAddress(input, isDefault)
      const request = { method: "POST" as const, token, body, timeoutMs: SAVE_TIMEOUT_MS }
      const { address } = await translated(() => medusa.request(SAVE, SavedAnswer, request), { codes: FULL })
      return toSavedAddress(address)
    },

    /** The address as saved now; undefined when it is not the customer's. */
    async update(token: string, id: string, input: AddressInput, isDefault: boolean): Promise<SavedAddress | undefined> {
      const request = { method: "POST" as const, token, body: toMedusaAddress(input, isDefault) }
      const answer = await translated(() => medusa.request(`${BASE}/${id}`, CustomerAnswer, request), { notFound: NOT_FOUND })
      const updated = answer.customer.addresses.find((a) => a.id === id)
      return updated && toSavedAddress(updated)
    },

    async remove(token: string, id: string): Promise<void> {
      const request = { method: "DELETE" as const, token }
      await translated(() => medusa.request(`${BASE}/${id}`, z.unknown(), request), { notFound: NOT_FOUND })
    },
  }
}

export type AddressesGateway = ReturnType<typeof createAddressesGateway>
