import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { methodOf, refused } from "../refusals"

export type FindShippingRegionInput = { country_code: string; provider_id: string | null }

/**
 * The euro region that ships to a country, and that offers the checkout's way of paying
 * there; refused with the field named otherwise. Reads only.
 */
export const findShippingRegionStep = createStep(
  "find-shop-shipping-region",
  async ({ country_code, provider_id }: FindShippingRegionInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: regions } = await query.graph({
      entity: "region",
      fields: ["id", "currency_code", "countries.iso_2", "payment_providers.id"],
      filters: { currency_code: "eur" },
    })
    const region = regions.find((r) =>
      ((r.countries ?? []) as ({ iso_2?: string | null } | null)[]).some((c) => c?.iso_2?.toLowerCase() === country_code)
    )
    if (!region) {
      throw refused(`Invalid request: address.countryCode: the shop does not ship to ${country_code.toUpperCase()}`)
    }
    const providers = ((region.payment_providers ?? []) as ({ id: string } | null)[]).flatMap((p) => (p ? [p.id] : []))
    const provider = provider_id ?? "pp_system_default"
    if (!providers.includes(provider)) {
      throw refused(`Invalid request: method: ${methodOf(provider)} is not available for this country; pay by bank transfer`)
    }
    return new StepResponse({ region_id: region.id, provider_id: provider })
  }
)
