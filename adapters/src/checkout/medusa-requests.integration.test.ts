import { beforeAll, describe, expect, it } from "vitest"
import { PaymentRequest, ShippingRequest } from "../contract/checkout.js"
import { createMedusaClient } from "../medusa/client.js"
import type { MedusaClient } from "../medusa/client.js"
import { offlineConfig } from "../test-support/offline-config.js"
import { address, countRows, listProducts, MEDUSA_URL, paymentRequest, shopper } from "../test-support/checkout-client.js"
import { CheckoutService } from "./checkout-service.js"
import { createCheckoutGateway } from "./gateway.js"

// The shop server maps and guards; Medusa orchestrates. Each step of a checkout is one call to a
// workflow of the shop's in Medusa, besides at most one read: counted here as the shop server
// sends them, against the real, seeded Medusa.
const sent: string[] = []
function counted(medusa: MedusaClient): MedusaClient {
  return {
    baseUrl: medusa.baseUrl,
    request: (path, schema, options) => {
      sent.push(`${options?.method ?? "GET"} ${path}`)
      return medusa.request(path, schema, options)
    },
    revalidate: (path, schema, etag, options) => {
      sent.push(`GET ${path}`)
      return medusa.revalidate(path, schema, etag, options)
    },
    file: (path, options) => {
      sent.push(`GET ${path}`)
      return medusa.file(path, options)
    },
  }
}

const medusa = createMedusaClient({
  baseUrl: MEDUSA_URL,
  publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY ?? "",
  timeoutMs: 30_000,
})
const checkout = new CheckoutService(createCheckoutGateway(counted(medusa)), { bank: offlineConfig.bank, countryCode: "lu" })

async function requestsOf<T>(work: () => Promise<T>): Promise<{ result: T; requests: string[] }> {
  sent.length = 0
  const result = await work()
  return { result, requests: [...sent] }
}

const addressOf = (cartId: string) =>
  countRows(
    "select count(*) as n from cart c join cart_address a on a.id = c.shipping_address_id where c.id = $1 and a.city = 'Luxembourg'",
    [cartId]
  )

beforeAll(async () => {
  // The regions and their ways of paying are read once per shop server, not per checkout.
  await checkout.countries()
})

describe("a checkout's steps each make at most two requests to Medusa", () => {
  it("from the basket to the order, by bank transfer", async () => {
    const [product] = (await listProducts()).filter((p) => p.stock >= 2).slice(-1)
    expect(product).toBeDefined()
    const request = paymentRequest([{ product: product! }])

    const start = await requestsOf(() => checkout.start(PaymentRequest.parse(request)))
    expect(start.requests).toEqual(["GET /store/products", "POST /store/shop-checkout"])
    const id = start.result.checkoutId

    const shipping = await requestsOf(() => checkout.setShipping(id, ShippingRequest.parse({ address: address() })))
    expect(shipping.requests).toEqual([`POST /store/shop-checkout/${id}/shipping`])
    expect(shipping.result.amount).toBe(start.result.amount)

    const buyer = await requestsOf(() => checkout.setCustomer(id, shopper(7)))
    expect(buyer.requests).toEqual([`POST /store/shop-checkout/${id}/customer`])

    const placed = await requestsOf(() => checkout.complete(id))
    expect(placed.requests).toEqual([`POST /store/shop-checkout/${id}/complete`])
    expect(placed.result.orderId).toMatch(/^order_/)
  })

  it("a refused address step leaves the cart as it was, in one request", async () => {
    const [product] = (await listProducts()).filter((p) => p.stock >= 2).slice(-2, -1)
    const { checkoutId: id } = await checkout.start(PaymentRequest.parse(paymentRequest([{ product: product! }])))
    await checkout.setShipping(id, ShippingRequest.parse({ address: address() }))
    expect(await addressOf(id)).toBe(1)

    // The address goes onto the cart inside the workflow before the option is looked for: undone.
    const moved = { ...address(), city: "Esch-sur-Alzette" }
    const refused = await requestsOf(() =>
      checkout.setShipping(id, ShippingRequest.parse({ address: moved, optionId: "so_01NOTOFFERED" })).catch((e: unknown) => e)
    )
    expect(refused.requests).toHaveLength(1)
    expect(refused.result).toMatchObject({
      statusCode: 400,
      message: "Invalid request: optionId: is not offered for this address",
    })
    expect(await addressOf(id)).toBe(1)
  })
})
