import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import type { CheckoutService } from "./checkout-service.js"
import { CheckoutConflict } from "./gateway.js"
import * as contract from "../contract/checkout.js"
import { answer as described, empty, problem } from "../http/openapi.js"
import type { SessionCookies } from "../session/session-cookies.js"
import { asSignedIn } from "../session/access.js"

// Nothing here may be cached, a refusal of the input included: every answer is about one shopper's checkout.
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header("cache-control", "no-store")
}

async function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof CheckoutConflict) {
      await reply.status(409).send(error.body)
      return undefined
    }
    throw error
  }
}

// A checkout request sent without a body is read as {}: the schema then names what is missing.
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify runs an async hook without a done callback
const bodyOrEmpty = async (request: FastifyRequest) => {
  request.body ??= {}
}

// Opening and completing a checkout hold pieces: these two count against the per-address limit.
const limited = { rateLimit: {} }

const unavailable = problem("Medusa cannot be reached")
const noCheckout = problem("No such checkout")
const placed = problem("The order has already been placed")

/**
 * The checkout's routes. A signed-in customer's checkout is opened with their own Medusa token,
 * so the order is theirs and shows in their account; anyone else's is a guest's.
 */
export function checkoutRoutes(app: FastifyInstance, checkout: CheckoutService, cookies: SessionCookies): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.post(
    "/api/create-payment-intent",
    {
      config: limited,
      onRequest: noStore,
      preValidation: bodyOrEmpty,
      schema: {
        summary: "Check the basket against the shop's prices and stock, then open a payment session",
        description:
          "Prices and amount are only compared with Medusa's; the order is always priced by the server. " +
          "Opens a Medusa cart with insured shipping and a card (Stripe) or bank-transfer session.",
        body: contract.PaymentRequest,
        response: {
          200: described(contract.PaymentSession, "The session, with the server's total including shipping"),
          400: problem("A malformed body or an unknown product, the field named in the message"),
          409: described(
            z.union([contract.StalePrices, contract.Unavailable]),
            "Prices changed (current ones enclosed) or an item is sold out"
          ),
          429: problem("Too many checkouts from this address"),
          503: unavailable,
        },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const session = await cookies.read(request)
        if (session?.actor !== "customer") return checkout.start(request.body)
        // Medusa may refuse the customer's token (revoked by a password reset): the session then
        // ends and the answer says so, as on every route that calls Medusa with a person's token.
        return asSignedIn(cookies, request, reply, () => checkout.start(request.body, session.token))
      })
  )

  api.post(
    "/api/checkout/:id/customer",
    {
      onRequest: noStore,
      preValidation: bodyOrEmpty,
      schema: {
        summary: "Set the shopper's name and e-mail on the checkout before paying",
        params: contract.CheckoutIdParams,
        body: contract.CustomerInfo,
        response: {
          204: empty("Saved"),
          400: problem("A missing or malformed field"),
          404: noCheckout,
          409: placed,
        },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        await checkout.setCustomer(request.params.id, request.body)
        await reply.status(204).send()
      })
  )

  api.get(
    "/api/checkout/countries",
    {
      onRequest: noStore,
      schema: {
        summary: "The countries the shop ships to",
        response: { 200: described(z.array(contract.Country), "Code (ISO 3166, lower case) and English name"), 503: unavailable },
      },
    },
    (_request, reply) => answer(reply, () => checkout.countries())
  )

  api.post(
    "/api/checkout/:id/shipping",
    {
      onRequest: noStore,
      preValidation: bodyOrEmpty,
      schema: {
        summary:
          "Set the shipping address and option; answers the session with the options, the shipping price and the new total",
        params: contract.CheckoutIdParams,
        body: contract.ShippingRequest,
        response: {
          200: described(contract.PaymentSession, "Priced by Medusa; a card session has a new client secret"),
          400: problem("A missing or malformed field, a country the shop does not ship to, or an option not offered"),
          404: noCheckout,
          409: placed,
        },
      },
    },
    (request, reply) => answer(reply, () => checkout.setShipping(request.params.id, request.body))
  )

  api.post(
    "/api/checkout/:id/complete",
    {
      config: limited,
      onRequest: noStore,
      schema: {
        summary: "Place the order (idempotent: a completed checkout answers its order again)",
        params: contract.CheckoutIdParams,
        response: {
          200: described(contract.PlacedOrder, "The order, with the transfer instructions for bank transfer"),
          400: problem("No shipping address was given"),
          402: problem("The card payment has not been authorised"),
          404: noCheckout,
          409: described(contract.Unavailable, "An item was sold meanwhile; any card authorisation is voided"),
          429: problem("Too many checkouts from this address"),
        },
      },
    },
    (request, reply) => answer(reply, () => checkout.complete(request.params.id))
  )
}
