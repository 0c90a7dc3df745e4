import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { CUSTOMER_ONLY, customerAccess } from "../session/access.js"
import { AddressIdParams, SavedAddress, SavedAddressInput } from "../contract/address-book.js"
import type { Country } from "../contract/checkout.js"
import { HttpError } from "../http/http-error.js"
import { noContent } from "../http/no-content.js"
import { answer, empty, problem } from "../http/openapi.js"
import { NOT_FOUND, type AddressesGateway } from "./gateway.js"
import type { AddressInput } from "./saved-address.js"
import type { SessionCookies } from "../session/session-cookies.js"

export type AddressBookDeps = {
  cookies: SessionCookies
  gateway: AddressesGateway
  /** The countries the shop ships to: a saved address must be one the checkout can take. */
  shipsTo: () => Promise<Country[]>
}

/**
 * The signed-in customer's address book (docs/decisions/143), kept in Medusa as the customer's
 * addresses and reached with the customer's own token: Medusa finds an address only among the
 * token's customer's, so another customer's address id is a 404 like one that never existed.
 */
export function addressRoutes(app: FastifyInstance, { cookies, gateway, shipsTo }: AddressBookDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { preValidation, asCustomer } = customerAccess(cookies, "Staff accounts have no address book.")
  const NOT_YOURS = { 404: problem("No such address in the customer's address book") }
  /** A saved address must be one the checkout can take. */
  const shipped = async (input: AddressInput) => {
    if (!(await shipsTo()).some((c) => c.code === input.countryCode)) {
      throw new HttpError(400, `Invalid request: countryCode: the shop does not ship to ${input.countryCode.toUpperCase()}`)
    }
    return input
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
    async (request, reply): Promise<SavedAddress[]> => asCustomer(request, reply, (token) => gateway.list(token))
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
      const input = request.body
      // Saves queued behind another of the customer's may wait a while.
      const saved = await asCustomer(request, reply, async (token) => gateway.save(token, await shipped(input), input.isDefault))
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
      const { id } = request.params
      const input = request.body
      return asCustomer(request, reply, async (token) => {
        const current = (await gateway.list(token)).find((a) => a.id === id)
        if (!current) throw new HttpError(404, NOT_FOUND)
        const updated = await gateway.update(token, id, await shipped(input), input.isDefault ?? current.isDefault)
        if (!updated) throw new HttpError(404, NOT_FOUND)
        return updated
      })
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
    (request, reply) => noContent(reply, () => asCustomer(request, reply, (token) => gateway.remove(token, request.params.id)))
  )
}
