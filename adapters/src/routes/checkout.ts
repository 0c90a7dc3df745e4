import type { FastifyInstance, FastifyReply } from "fastify"
import { CheckoutConflict } from "../checkout/checkout-service.js"
import type { CheckoutService } from "../checkout/checkout-service.js"
import { CheckoutIdParams, CustomerInfo, PaymentRequest, ShippingRequest } from "../contract/checkout.js"
import { parseInput } from "../http/errors.js"

// Nothing here may be cached: every answer is about one shopper's checkout.
function noStore(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "no-store")
}

async function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  noStore(reply)
  try {
    return await work()
  } catch (error) {
    if (error instanceof CheckoutConflict) return reply.status(409).send(error.body)
    throw error
  }
}

// Opening and completing a checkout hold pieces: these two count against the per-address limit.
const limited = { config: { rateLimit: {} } }

export function checkoutRoutes(app: FastifyInstance, checkout: CheckoutService): void {
  app.post("/api/create-payment-intent", limited, (request, reply) =>
    answer(reply, () => checkout.start(parseInput(PaymentRequest, request.body ?? {})))
  )

  app.post("/api/checkout/:id/customer", (request, reply) =>
    answer(reply, async () => {
      const { id } = parseInput(CheckoutIdParams, request.params)
      await checkout.setCustomer(id, parseInput(CustomerInfo, request.body ?? {}))
      return reply.status(204).send()
    })
  )

  app.get("/api/checkout/countries", (_request, reply) => answer(reply, () => checkout.countries()))

  app.post("/api/checkout/:id/shipping", (request, reply) =>
    answer(reply, () =>
      checkout.setShipping(parseInput(CheckoutIdParams, request.params).id, parseInput(ShippingRequest, request.body ?? {}))
    )
  )

  app.post("/api/checkout/:id/complete", limited, (request, reply) =>
    answer(reply, () => checkout.complete(parseInput(CheckoutIdParams, request.params).id))
  )
}
