import type {
  Country,
  CustomerInfo,
  ParsedPaymentRequest,
  PaymentMethod,
  PaymentSession,
  PlacedOrder,
} from "../contract/checkout.js"
import { ShippingRequest } from "../contract/checkout.js"
import { countryDisplayName } from "../mapping/country-name.js"
import { HttpError } from "../http/http-error.js"
import { UnexpectedAnswerError } from "../medusa/errors.js"
import { CheckoutConflict } from "./gateway.js"
import type { CheckoutAnswer, CheckoutGateway } from "./gateway.js"
import { formatCents, toCents } from "../mapping/money.js"
import { reconcile } from "./reconcile.js"
import { toPlacedOrder } from "./to-placed-order.js"

export const PROVIDERS: Record<PaymentMethod, string> = {
  card: "pp_stripe_stripe",
  bank_transfer: "pp_system_default",
}

export type CheckoutSettings = {
  bank: { accountHolder: string; iban: string; bic: string }
  // The shop's own country: the cart's until the shopper gives an address.
  countryCode: string
}

type ParsedShippingRequest = (typeof ShippingRequest)["_zod"]["output"]

export class CheckoutService {
  constructor(
    private readonly gateway: CheckoutGateway,
    private readonly settings: CheckoutSettings
  ) {}

  /** Checks the basket against Medusa, then opens a Medusa cart with insured shipping and a payment session. */
  async start(request: ParsedPaymentRequest, customerToken?: string): Promise<PaymentSession> {
    const region = await this.homeRegion()
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

    // Sold between the check above and the cart: the gateway answers what is gone.
    const answer = await this.gateway.start({
      regionId: region.id,
      providerId: provider,
      email: request.customerInfo?.email,
      firstName: request.customerInfo?.firstName,
      lastName: request.customerInfo?.lastName,
      countryCode: this.settings.countryCode,
      language: request.language,
      items: checked.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
      customerToken,
    })
    const itemsCents = toCents(answer.cart.item_total)
    if (itemsCents !== checked.itemsCents) {
      throw new UnexpectedAnswerError("/store/shop-checkout", `totals ${itemsCents} cents, the products ${checked.itemsCents}`)
    }
    return this.toSession(answer, request.method)
  }

  /** The countries the shop ships to, by name. */
  async countries(): Promise<Country[]> {
    const regions = await this.gateway.regions()
    return regions
      .flatMap((r) => r.countries)
      .map((code) => ({ code, name: countryDisplayName(code) ?? code.toUpperCase() }))
      .sort((a, b) => a.name.localeCompare(b.name, "en"))
  }

  /**
   * The address step: the address onto the cart (in the region of its country), the chosen
   * shipping option (else the first offered), and a new payment session for the new total,
   * which Medusa computes; refused, the cart stays as it was.
   */
  async setShipping(cartId: string, request: ParsedShippingRequest): Promise<PaymentSession> {
    const answer = await this.gateway.setShipping(cartId, { address: request.address, optionId: request.optionId })
    return this.toSession(answer, this.methodOf(answer))
  }

  private methodOf({ cart }: CheckoutAnswer): PaymentMethod {
    const providers = (cart.payment_collection?.payment_sessions ?? []).map((s) => s.provider_id)
    return providers.some((p) => p === PROVIDERS.card) ? "card" : "bank_transfer"
  }

  private async homeRegion() {
    const region = (await this.gateway.regions()).find((r) => r.countries.includes(this.settings.countryCode))
    if (!region) throw new UnexpectedAnswerError("/store/regions", `no euro region for ${this.settings.countryCode}`)
    return region
  }

  private toSession(
    { cart, shipping_options: options, payment_data: data }: CheckoutAnswer,
    method: PaymentMethod
  ): PaymentSession {
    const clientSecret = typeof data.client_secret === "string" ? data.client_secret : null
    if (method === "card" && !clientSecret) {
      throw new UnexpectedAnswerError("/store/shop-checkout", "the card session has no client secret")
    }
    const shipping = cart.shipping_methods?.[0]
    return {
      checkoutId: cart.id,
      method,
      clientSecret,
      lines: (cart.items ?? []).map((item) => ({
        productId: item.product_id ?? "",
        name: item.product_title ?? item.title ?? "",
        quantity: item.quantity,
        unitPrice: formatCents(toCents(item.unit_price)),
        lineTotal: formatCents(toCents(item.total)),
      })),
      shipping: { name: shipping?.name ?? "Shipping", amount: formatCents(toCents(shipping?.amount ?? 0)) },
      shippingOptions: options.map((o) => ({ id: o.id, name: o.name, amount: formatCents(toCents(o.amount)) })),
      shippingOptionId: shipping?.shipping_option_id ?? null,
      amount: formatCents(toCents(cart.total)),
      currency: "eur",
    }
  }

  /** The form's name and e-mail onto the cart, so they reach the order before the payment is confirmed. */
  async setCustomer(cartId: string, customer: CustomerInfo): Promise<void> {
    await this.gateway.setBuyer(cartId, { ...customer, countryCode: this.settings.countryCode })
  }

  /**
   * Places the order; completing an already completed cart answers the same order. Medusa's
   * workflow refuses an unknown checkout (404) and one without an address (400), in one request.
   */
  async complete(cartId: string): Promise<PlacedOrder> {
    return toPlacedOrder(await this.gateway.complete(cartId), this.settings.bank)
  }
}
