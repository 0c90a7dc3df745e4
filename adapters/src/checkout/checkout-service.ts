import type {
  CustomerInfo,
  ParsedPaymentRequest,
  PaymentMethod,
  PaymentSession,
  PlacedOrder,
  Unavailable,
} from "../contract/checkout.js"
import { HttpError } from "../http/errors.js"
import { MedusaError } from "../medusa/client.js"
import type { CheckoutGateway, StoreCart } from "./medusa-checkout.js"
import { formatCents, toCents } from "./money.js"
import { reconcile } from "./reconcile.js"
import { toPlacedOrder } from "./to-placed-order.js"

export const PROVIDERS: Record<PaymentMethod, string> = {
  card: "pp_stripe_stripe",
  bank_transfer: "pp_system_default",
}

export type CheckoutSettings = {
  bank: { accountHolder: string; iban: string; bic: string }
  // The shipping country set on the cart: the spec's form asks for no address.
  countryCode: string
}

/** A 409 whose body says what changed (current prices) or which item is gone. */
export class CheckoutConflict extends Error {
  constructor(readonly body: { message: string } & Record<string, unknown>) {
    super(body.message)
  }
}

/**
 * Medusa refused for want of stock: its cart check answers code `insufficient_inventory`,
 * its reservation a bare `not_allowed`; the service then reads what is gone.
 */
const noLongerAvailable = (error: unknown): boolean =>
  error instanceof MedusaError &&
  error.status === 400 &&
  (error.code === "insufficient_inventory" || error.type === "not_allowed")

export class CheckoutService {
  constructor(
    private readonly gateway: CheckoutGateway,
    private readonly settings: CheckoutSettings
  ) {}

  /** Checks the basket against Medusa, then opens a Medusa cart with insured shipping and a payment session. */
  async start(request: ParsedPaymentRequest): Promise<PaymentSession> {
    const region = await this.gateway.euroRegion()
    const provider = PROVIDERS[request.method]
    if (!region.providers.includes(provider)) {
      throw new HttpError(400, `Invalid request: method: ${request.method} is not available; pay by bank transfer`)
    }
    const products = await this.gateway.products(
      request.items.map((i) => i.productId),
      region.id
    )
    const checked = reconcile(request, products)
    if (checked.kind === "invalid") throw new HttpError(400, checked.message)
    if (checked.kind !== "ok") throw new CheckoutConflict(checked.body)

    let cart: StoreCart
    try {
      const created = await this.gateway.createCart({
        regionId: region.id,
        email: request.customerInfo?.email,
        firstName: request.customerInfo?.firstName,
        lastName: request.customerInfo?.lastName,
        countryCode: this.settings.countryCode,
        items: checked.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
      })
      cart = await this.gateway.addInsuredShipping(created.id)
    } catch (error) {
      // Sold between the check above and the cart: Medusa's own inventory check refused it.
      if (noLongerAvailable(error)) {
        throw new CheckoutConflict(await this.whatIsGone(request.items, region.id))
      }
      throw error
    }
    const itemsCents = toCents(cart.item_total)
    if (itemsCents !== checked.itemsCents) {
      throw new MedusaError(`/store/carts/${cart.id}`, 200, {
        message: `totals ${itemsCents} cents, the products ${checked.itemsCents}`,
      })
    }
    const data = await this.gateway.startPaymentSession(cart.id, provider)
    const clientSecret = typeof data.client_secret === "string" ? data.client_secret : null
    if (request.method === "card" && !clientSecret) {
      throw new MedusaError(`/store/carts/${cart.id}`, 200, { message: "the card session has no client secret" })
    }
    const shipping = cart.shipping_methods?.[0]
    return {
      checkoutId: cart.id,
      method: request.method,
      clientSecret,
      lines: checked.lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        quantity: l.quantity,
        unitPrice: formatCents(l.unitCents),
        lineTotal: formatCents(l.unitCents * l.quantity),
      })),
      shipping: { name: shipping?.name ?? "Shipping", amount: formatCents(toCents(shipping?.amount ?? 0)) },
      amount: formatCents(toCents(cart.total)),
      currency: "eur",
    }
  }

  /** The form's name and e-mail onto the cart, so they reach the order before the payment is confirmed. */
  async setCustomer(cartId: string, customer: CustomerInfo): Promise<void> {
    const cart = await this.gateway.cart(cartId)
    if (!cart) throw new HttpError(404, "No such checkout")
    if (cart.completed_at) throw new CheckoutConflict({ message: "This order has already been placed." })
    await this.gateway.updateCustomer(cartId, { ...customer, countryCode: this.settings.countryCode })
  }

  /** Places the order; completing an already completed cart answers the same order. */
  async complete(cartId: string): Promise<PlacedOrder> {
    let result
    try {
      result = await this.completeOnce(cartId).catch((error: unknown) => {
        // When many completions of one piece fail at once, Medusa's workflow engine sometimes
        // answers an internal state error instead of the stock error; a second attempt
        // (idempotent) gives the real answer, and voids a card payment of a lost race.
        if (error instanceof MedusaError && error.status === 400 && !noLongerAvailable(error)) {
          return this.completeOnce(cartId)
        }
        throw error
      })
    } catch (error) {
      if (error instanceof MedusaError && error.status !== undefined && error.status < 500) {
        if (error.status === 404) throw new HttpError(404, "No such checkout")
        if (noLongerAvailable(error)) throw new CheckoutConflict(await this.whatIsGoneFromCart(cartId))
        if (error.status === 409) throw new CheckoutConflict({ message: "This order is being placed. Please wait a moment." })
        throw new HttpError(402, "The order could not be placed. Please check your payment details and try again.")
      }
      throw error
    }
    if (result.type === "cart") throw new HttpError(402, `The payment has not been completed: ${result.error.message}`)
    return toPlacedOrder(result.order, this.settings.bank)
  }

  private completeOnce(cartId: string) {
    return this.gateway.complete(cartId)
  }

  private async whatIsGoneFromCart(cartId: string): Promise<Unavailable> {
    const cart = await this.gateway.cart(cartId)
    const region = await this.gateway.euroRegion()
    const items = (cart?.items ?? []).flatMap((i) => (i.product_id ? [{ productId: i.product_id, quantity: i.quantity }] : []))
    return this.whatIsGone(items, region.id)
  }

  /** Names the first item whose stock no longer covers the quantity asked. */
  private async whatIsGone(items: { productId: string; quantity: number }[], regionId: string): Promise<Unavailable> {
    const products = items.length
      ? await this.gateway.products(
          items.map((i) => i.productId),
          regionId
        )
      : []
    for (const item of items) {
      const product = products.find((p) => p.id === item.productId)
      const variant = product?.variants?.[0]
      const available = Math.max(0, variant?.inventory_quantity ?? 0)
      if (product && variant?.manage_inventory && item.quantity > available) {
        return { message: `'${product.title}' is no longer available.`, code: "unavailable", productId: product.id, available }
      }
    }
    return { message: "An item in your cart is no longer available.", code: "unavailable", productId: null, available: null }
  }
}
