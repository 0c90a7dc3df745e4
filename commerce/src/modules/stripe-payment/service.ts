import StripeProviderService from "@medusajs/payment-stripe/dist/services/stripe-provider"
import type { StripeOptions } from "@medusajs/payment-stripe/dist/types"
import { createRequire } from "node:module"

type StripeClientType = InstanceType<typeof StripeProviderService>["stripe_"]

export type ShopStripeOptions = StripeOptions & {
  /**
   * Another address for Stripe's API, e.g. http://127.0.0.1:12111. Only the offline
   * tests set it, to a local Stripe-compatible fake; unset means api.stripe.com.
   */
  apiBase?: string
}

/**
 * Medusa's own Stripe provider (identifier "stripe", so pp_stripe_stripe and the
 * webhook at /hooks/payment/stripe_stripe stay as documented) whose client can be
 * pointed at another host. Every payment behaviour is the original's.
 */
export default class ShopStripeProviderService extends StripeProviderService {
  constructor(cradle: Record<string, unknown>, options: ShopStripeOptions) {
    super(cradle, options)
    if (options.apiBase) {
      const base = new URL(options.apiBase)
      // The same Stripe library the provider was built with, only another host.
      const fromProvider = createRequire(require.resolve("@medusajs/payment-stripe"))
      const StripeClient = fromProvider("stripe") as new (key: string, config: object) => StripeClientType
      this.stripe_ = new StripeClient(options.apiKey, {
        host: base.hostname,
        port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
        protocol: base.protocol.replace(":", ""),
        maxNetworkRetries: 0,
      })
    }
  }
}
