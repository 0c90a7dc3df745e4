import { z } from "zod"
import type { MedusaClient } from "../medusa/client.js"
import { MedusaCallError, UnexpectedAnswerError } from "../medusa/errors.js"

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

const Address = z
  .object({
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    address_1: z.string().nullish(),
    address_2: z.string().nullish(),
    postal_code: z.string().nullish(),
    city: z.string().nullish(),
    country_code: z.string().nullish(),
    phone: z.string().nullish(),
  })
  .nullish()
export type StoreAddress = NonNullable<z.infer<typeof Address>>
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

const ShippingOptionsBody = z.object({
  shipping_options: z.array(z.object({ id: z.string(), name: z.string(), amount: Amount.nullish() })),
})
const PaymentCollectionBody = z.object({
  payment_collection: z.object({
    id: z.string(),
    payment_sessions: z
      .array(z.object({ id: z.string(), provider_id: z.string(), data: z.record(z.string(), z.unknown()).nullish() }))
      .nullish(),
  }),
})

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
const ORDER_FIELDS =
  "id,email,total,shipping_total,*items,*shipping_address,*payment_collections,*payment_collections.payment_sessions"

export type NewCart = {
  regionId: string
  email: string | undefined
  firstName: string | undefined
  lastName: string | undefined
  countryCode: string
  items: { variantId: string; quantity: number }[]
  /** A signed-in customer's own token: Medusa makes the cart, and so the order, theirs. */
  customerToken?: string
}

export type ShippingRegion = { id: string; countries: string[]; providers: string[] }
export type ShippingOffer = { id: string; name: string; amount: number }

/** What checkout needs from Medusa's store API; every call goes through the shop's publishable key. */
export interface CheckoutGateway {
  /** The euro regions, with the countries each ships to. */
  regions(): Promise<ShippingRegion[]>
  products(ids: string[], regionId: string): Promise<StoreProduct[]>
  createCart(cart: NewCart): Promise<StoreCart>
  addInsuredShipping(cartId: string): Promise<StoreCart>
  shippingOptions(cartId: string): Promise<ShippingOffer[]>
  setAddress(cartId: string, regionId: string, address: StoreAddress): Promise<void>
  addShippingMethod(cartId: string, optionId: string): Promise<StoreCart>
  startPaymentSession(cartId: string, providerId: string): Promise<Record<string, unknown>>
  cart(cartId: string): Promise<StoreCart | undefined>
  updateCustomer(cartId: string, email: string, address: StoreAddress): Promise<void>
  complete(cartId: string): Promise<CompleteResult>
}

// Placing an order runs Medusa's whole cart completion (payment authorisation included).
const COMPLETE_TIMEOUT_MS = 30_000

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
    async createCart(cart) {
      const address = { first_name: cart.firstName, last_name: cart.lastName, country_code: cart.countryCode }
      const body = await call("/store/carts", CartBody, {
        method: "POST",
        token: cart.customerToken,
        query: { fields: CART_FIELDS },
        body: {
          region_id: cart.regionId,
          email: cart.email,
          shipping_address: address,
          billing_address: address,
          items: cart.items.map((i) => ({ variant_id: i.variantId, quantity: i.quantity })),
        },
      })
      return body.cart
    },
    async addInsuredShipping(cartId) {
      const [option] = await gateway.shippingOptions(cartId)
      if (!option) throw new UnexpectedAnswerError("/store/shipping-options", `no shipping option for cart ${cartId}`)
      return gateway.addShippingMethod(cartId, option.id)
    },
    async shippingOptions(cartId) {
      const { shipping_options } = await call("/store/shipping-options", ShippingOptionsBody, { query: { cart_id: cartId } })
      return shipping_options.map((o) => ({ id: o.id, name: o.name, amount: o.amount ?? 0 }))
    },
    async setAddress(cartId, regionId, address) {
      await call(`/store/carts/${cartId}`, z.object({ cart: z.object({ id: z.string() }) }), {
        method: "POST",
        query: { fields: "id" },
        body: { region_id: regionId, shipping_address: address, billing_address: address },
      })
    },
    async addShippingMethod(cartId, optionId) {
      const body = await call(`/store/carts/${cartId}/shipping-methods`, CartBody, {
        method: "POST",
        query: { fields: CART_FIELDS },
        body: { option_id: optionId },
      })
      return body.cart
    },
    async startPaymentSession(cartId, providerId) {
      const { payment_collection } = await call("/store/payment-collections", PaymentCollectionBody, {
        method: "POST",
        body: { cart_id: cartId },
      })
      const body = await call(`/store/payment-collections/${payment_collection.id}/payment-sessions`, PaymentCollectionBody, {
        method: "POST",
        body: { provider_id: providerId },
      })
      const session = body.payment_collection.payment_sessions?.find((s) => s.provider_id === providerId)
      if (!session) throw new UnexpectedAnswerError("/store/payment-collections", `no ${providerId} session on cart ${cartId}`)
      return session.data ?? {}
    },
    async cart(cartId) {
      try {
        return (await call(`/store/carts/${cartId}`, CartBody, { query: { fields: CART_FIELDS } })).cart
      } catch (error) {
        if (error instanceof MedusaCallError && error.status === 404) return undefined
        throw error
      }
    },
    async updateCustomer(cartId, email, address) {
      await call(`/store/carts/${cartId}`, z.object({ cart: z.object({ id: z.string() }) }), {
        method: "POST",
        query: { fields: "id" },
        body: { email, shipping_address: address, billing_address: address },
      })
    },
    complete: (cartId) =>
      call(`/store/carts/${cartId}/complete`, CompleteBody, {
        method: "POST",
        query: { fields: ORDER_FIELDS },
        timeoutMs: COMPLETE_TIMEOUT_MS,
      }),
  }
  return gateway
}
