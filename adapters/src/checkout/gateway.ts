import { z } from "zod"
import type { MedusaClient } from "../medusa/client.js"
import { HttpError } from "../http/http-error.js"
import { MedusaAddressLines } from "../mapping/medusa-address.js"
import { firstGone } from "./reconcile.js"
import { MedusaCallError, UnexpectedAnswerError } from "../medusa/errors.js"
import type { Language } from "../contract/user.js"

const Amount = z.number()

const RegionsBody = z.object({
  regions: z.array(
    z.object({
      id: z.string(),
      currency_code: z.string(),
      countries: z.array(z.object({ iso_2: z.string() })).nullish(),
    })
  ),
})
const ProvidersBody = z.object({ payment_providers: z.array(z.object({ id: z.string() })) })

const StoreVariant = z.object({
  id: z.string(),
  manage_inventory: z.boolean().nullish(),
  allow_backorder: z.boolean().nullish(),
  inventory_quantity: z.number().nullish(),
  calculated_price: z.object({ calculated_amount: Amount.nullable() }).nullish(),
})
const StoreProduct = z.object({ id: z.string(), title: z.string(), variants: z.array(StoreVariant).nullish() })
export type StoreProduct = z.infer<typeof StoreProduct>
const ProductsBody = z.object({ products: z.array(StoreProduct) })

const Address = z.object({ first_name: z.string().nullish(), last_name: z.string().nullish(), ...MedusaAddressLines }).nullish()

const CartItem = z.object({
  id: z.string(),
  product_id: z.string().nullish(),
  product_title: z.string().nullish(),
  title: z.string().nullish(),
  quantity: z.number(),
  unit_price: Amount,
  total: Amount,
})
export const StoreCart = z.object({
  id: z.string(),
  email: z.string().nullish(),
  completed_at: z.string().nullish(),
  currency_code: z.string(),
  total: Amount,
  item_total: Amount,
  shipping_total: Amount,
  items: z.array(CartItem).nullish(),
  shipping_methods: z.array(z.object({ name: z.string(), amount: Amount, shipping_option_id: z.string().nullish() })).nullish(),
  shipping_address: Address,
  region_id: z.string().nullish(),
  payment_collection: z
    .object({
      id: z.string(),
      payment_sessions: z
        .array(z.object({ id: z.string(), provider_id: z.string(), data: z.record(z.string(), z.unknown()).nullish() }))
        .nullish(),
    })
    .nullish(),
})
export type StoreCart = z.infer<typeof StoreCart>
const CartBody = z.object({ cart: StoreCart })

const CheckoutBody = z.object({
  cart: StoreCart,
  shipping_options: z.array(z.object({ id: z.string(), name: z.string(), amount: Amount })),
  payment_data: z.record(z.string(), z.unknown()),
})
export type CheckoutAnswer = z.infer<typeof CheckoutBody>

export const StoreOrder = z.object({
  id: z.string(),
  email: z.string().nullish(),
  total: Amount,
  shipping_total: Amount,
  items: z
    .array(z.object({ title: z.string().nullish(), product_title: z.string().nullish(), quantity: z.number(), total: Amount }))
    .nullish(),
  shipping_address: Address,
  payment_collections: z
    .array(z.object({ payment_sessions: z.array(z.object({ provider_id: z.string() })).nullish() }))
    .nullish(),
})
export type StoreOrder = z.infer<typeof StoreOrder>
const CompleteBody = z.union([
  z.object({ type: z.literal("order"), order: StoreOrder }),
  z.object({ type: z.literal("cart"), error: z.object({ message: z.string(), type: z.string().nullish() }) }),
])
export type CompleteResult = z.infer<typeof CompleteBody>

const CART_FIELDS =
  "id,email,region_id,completed_at,currency_code,total,item_total,shipping_total,*items,*shipping_methods,*shipping_address,*payment_collection,*payment_collection.payment_sessions"

export type NewCheckout = {
  regionId: string
  providerId: string
  email: string | undefined
  firstName: string | undefined
  lastName: string | undefined
  countryCode: string
  items: { productId: string; variantId: string; quantity: number }[]
  /** The language the shopper orders in, kept on the cart and so on the order; Medusa's default when left out. */
  language?: Language
  /** A signed-in customer's own token: Medusa makes the cart, and so the order, theirs. */
  customerToken?: string
}
export type Buyer = { email: string; firstName: string; lastName: string; countryCode: string }
export type ShippingChoice = {
  address: { address1: string; address2?: string; postalCode: string; city: string; countryCode: string; phone?: string }
  optionId?: string
}

export type ShippingRegion = { id: string; countries: string[]; providers: string[] }

/**
 * What checkout needs from Medusa's store API; every call goes through the shop's publishable key.
 * Each step of a checkout is one call to a workflow of the shop's own in Medusa
 * (commerce/src/api/store/shop-checkout), whose refusals are worded for the shopper there.
 */
export interface CheckoutGateway {
  /** The euro regions, with the countries each ships to. */
  regions(): Promise<ShippingRegion[]>
  products(ids: string[], regionId: string): Promise<StoreProduct[]>
  /** The cart with its items, customer, insured parcel and payment session; a piece sold meanwhile is a conflict naming it. */
  start(checkout: NewCheckout): Promise<CheckoutAnswer>
  setBuyer(cartId: string, buyer: Buyer): Promise<void>
  setShipping(cartId: string, choice: ShippingChoice): Promise<CheckoutAnswer>
  cart(cartId: string): Promise<StoreCart | undefined>
  /**
   * Places the order, whole, however often asked (a workflow of the shop's; a retry finishes an
   * interrupted one): the order, or the refusal in the shopper's words.
   */
  complete(cartId: string): Promise<StoreOrder>
}

/** A 409 whose body says what changed (current prices) or which item is gone. */
export class CheckoutConflict extends Error {
  constructor(readonly body: { message: string } & Record<string, unknown>) {
    super(body.message)
  }
}

/**
 * Medusa refused for want of stock: its cart check answers code `insufficient_inventory`,
 * its reservation a bare `not_allowed`; the gateway then reads what is gone.
 */
const noLongerAvailable = (error: unknown): boolean =>
  error instanceof MedusaCallError &&
  error.status === 400 &&
  (error.code === "insufficient_inventory" || error.type === "not_allowed")

/** A refusal worded for the shopper in Medusa (commerce's refusals.ts): a 400 naming the field. */
const isRefusal = (error: MedusaCallError): boolean =>
  error.status === 400 && error.code === "checkout_refused" && !!error.body.message

/** The refusals of the shop's checkout steps in Medusa, answered as the shop answers them. */
async function step<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof MedusaCallError)) throw error
    if (error.status === 404) throw new HttpError(404, "No such checkout")
    if (error.code === "checkout_placed") throw new CheckoutConflict({ message: "This order has already been placed." })
    if (isRefusal(error)) throw new HttpError(400, error.body.message ?? "Invalid request")
    throw error
  }
}

// Placing an order runs Medusa's whole cart completion (payment authorisation included).
const COMPLETE_TIMEOUT_MS = 30_000
// A step is a few of Medusa's workflows in one (the cart re-priced, shipping, a payment session
// opened at Stripe for a card): as long as the calls it replaces took together. The buyer's step
// too: Medusa re-prices the whole cart under its lock, seconds on a busy machine, and a retry
// after a shorter wait only queues behind the first behind that lock.
const STEP_TIMEOUT_MS = 30_000

export function createCheckoutGateway(medusa: MedusaClient): CheckoutGateway {
  const call = <S extends z.ZodType>(
    path: string,
    schema: S,
    init: {
      method?: "GET" | "POST"
      body?: unknown
      query?: Record<string, string | number | string[]>
      timeoutMs?: number
      token?: string
    } = {}
  ) => medusa.request(path, schema, init)

  let regions: Promise<ShippingRegion[]> | undefined

  /** Names the first piece whose stock no longer covers the quantity asked. */
  const whatIsGone = async (items: { productId: string; quantity: number }[], regionId: string) =>
    firstGone(
      items,
      items.length
        ? await gateway.products(
            items.map((i) => i.productId),
            regionId
          )
        : []
    )

  /** A completion Medusa refused, in the shopper's words. */
  async function completionRefused(error: unknown, cartId: string): Promise<unknown> {
    if (!(error instanceof MedusaCallError) || error.status === undefined || error.status >= 500) return error
    if (error.status === 404) return new HttpError(404, "No such checkout")
    if (isRefusal(error)) return new HttpError(400, error.body.message ?? "Invalid request")
    if (noLongerAvailable(error)) {
      // Medusa's payment module refuses an unauthorised card with the same bare `not_allowed` as
      // a reservation without stock: it is a stock problem only when a piece is really gone.
      const cart = await gateway.cart(cartId)
      const items = (cart?.items ?? []).flatMap((i) => (i.product_id ? [{ productId: i.product_id, quantity: i.quantity }] : []))
      const gone = await whatIsGone(items, cart?.region_id ?? "")
      if (gone.productId !== null || error.code === "insufficient_inventory") return new CheckoutConflict(gone)
      return new HttpError(402, "The payment has not been completed. Please check your payment details and try again.")
    }
    if (error.status === 409) return new CheckoutConflict({ message: "This order is being placed. Please wait a moment." })
    return new HttpError(402, "The order could not be placed. Please check your payment details and try again.")
  }

  const gateway: CheckoutGateway = {
    regions() {
      regions ??= (async () => {
        const body = await call("/store/regions", RegionsBody, { query: { fields: "id,currency_code,*countries", limit: 50 } })
        const euro = body.regions.filter((r) => r.currency_code === "eur")
        if (!euro.length) throw new UnexpectedAnswerError("/store/regions", "no euro region")
        return Promise.all(
          euro.map(async (r) => {
            const { payment_providers } = await call("/store/payment-providers", ProvidersBody, { query: { region_id: r.id } })
            return {
              id: r.id,
              countries: (r.countries ?? []).map((c) => c.iso_2.toLowerCase()),
              providers: payment_providers.map((p) => p.id),
            }
          })
        )
      })().catch((error: unknown) => {
        regions = undefined
        throw error
      })
      return regions
    },
    async products(ids, regionId) {
      const { products } = await call("/store/products", ProductsBody, {
        query: {
          "id[]": ids,
          region_id: regionId,
          limit: ids.length,
          fields:
            "id,title,variants.id,variants.manage_inventory,variants.allow_backorder,+variants.inventory_quantity,*variants.calculated_price",
        },
      })
      return products
    },
    start: (checkout) =>
      call("/store/shop-checkout", CheckoutBody, {
        method: "POST",
        token: checkout.customerToken,
        timeoutMs: STEP_TIMEOUT_MS,
        body: {
          region_id: checkout.regionId,
          provider_id: checkout.providerId,
          country_code: checkout.countryCode,
          email: checkout.email,
          first_name: checkout.firstName,
          last_name: checkout.lastName,
          language: checkout.language,
          items: checkout.items.map((i) => ({ variant_id: i.variantId, quantity: i.quantity })),
        },
      }).catch(async (error: unknown) => {
        // Sold between the shop server's check and the cart: Medusa's own inventory check refused it.
        if (noLongerAvailable(error)) throw new CheckoutConflict(await whatIsGone(checkout.items, checkout.regionId))
        throw error
      }),
    async setBuyer(cartId, buyer) {
      await step(() =>
        call(`/store/shop-checkout/${cartId}/customer`, z.object({ cart: z.object({ id: z.string() }) }), {
          method: "POST",
          timeoutMs: STEP_TIMEOUT_MS,
          body: { email: buyer.email, first_name: buyer.firstName, last_name: buyer.lastName, country_code: buyer.countryCode },
        })
      )
    },
    setShipping: (cartId, { address, optionId }) =>
      step(() =>
        call(`/store/shop-checkout/${cartId}/shipping`, CheckoutBody, {
          method: "POST",
          timeoutMs: STEP_TIMEOUT_MS,
          body: {
            address: {
              address_1: address.address1,
              address_2: address.address2 || undefined,
              postal_code: address.postalCode,
              city: address.city,
              country_code: address.countryCode,
              phone: address.phone || undefined,
            },
            option_id: optionId,
          },
        })
      ),
    async cart(cartId) {
      try {
        return (await call(`/store/carts/${cartId}`, CartBody, { query: { fields: CART_FIELDS } })).cart
      } catch (error) {
        if (error instanceof MedusaCallError && error.status === 404) return undefined
        throw error
      }
    },
    async complete(cartId) {
      const once = () =>
        call(`/store/shop-checkout/${cartId}/complete`, CompleteBody, { method: "POST", timeoutMs: COMPLETE_TIMEOUT_MS })
      let result: CompleteResult
      try {
        result = await once().catch((error: unknown) => {
          // When many completions of one piece fail at once, Medusa's workflow engine sometimes
          // answers an internal state error instead of the stock error; a second attempt
          // (idempotent) gives the real answer, and voids a card payment of a lost race.
          if (error instanceof MedusaCallError && error.status === 400 && !noLongerAvailable(error) && !isRefusal(error)) {
            return once()
          }
          throw error
        })
      } catch (error) {
        throw await completionRefused(error, cartId)
      }
      if (result.type === "cart") throw new HttpError(402, `The payment has not been completed: ${result.error.message}`)
      return result.order
    },
  }
  return gateway
}
