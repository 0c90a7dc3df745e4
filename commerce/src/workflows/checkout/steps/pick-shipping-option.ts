import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { refused } from "../refusals"

export type ShippingOffer = { id: string; name: string; amount: number }

export type PickShippingOptionInput = {
  /** What Medusa offers for the cart, priced. */
  options: { id: string; name: string; amount?: unknown }[]
  /** The shopper's choice; none takes the first (the insured parcel the shop sends by default). */
  option_id?: string
  country_code: string
}

/** The option the cart ships with, and all that are offered, as the shopper sees them. */
export const pickShippingOptionStep = createStep(
  "pick-shop-shipping-option",
  // eslint-disable-next-line @typescript-eslint/require-await -- a step's function is async
  async ({ options, option_id, country_code }: PickShippingOptionInput) => {
    const offers: ShippingOffer[] = options.map((o) => ({ id: o.id, name: o.name, amount: Number(o.amount ?? 0) }))
    const chosen = option_id ? offers.find((o) => o.id === option_id) : offers[0]
    if (!chosen) {
      if (option_id) throw refused("Invalid request: optionId: is not offered for this address")
      if (country_code) {
        throw refused(`Invalid request: address.countryCode: no shipping option reaches ${country_code.toUpperCase()}`)
      }
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "The shop offers no shipping option for this cart")
    }
    return new StepResponse({ chosen, offers })
  }
)
