import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"

// The EU member states: the region the shop sells to, in euros.
export const EU_COUNTRIES = [
  "at",
  "be",
  "bg",
  "hr",
  "cy",
  "cz",
  "dk",
  "ee",
  "fi",
  "fr",
  "de",
  "gr",
  "hu",
  "ie",
  "it",
  "lv",
  "lt",
  "lu",
  "mt",
  "nl",
  "pl",
  "pt",
  "ro",
  "sk",
  "si",
  "es",
  "se",
]

// Outside the EU: the countries collectors most often order from, in euros too.
export const WORLD_COUNTRIES = ["ch", "gb", "no", "is", "li", "mc", "sm", "ad", "us", "ca", "au", "nz", "jp", "sg", "hk", "il"]

export const SALES_CHANNEL_NAME = "Numismatic Shop"
export const EU_REGION_NAME = "European Union"
export const SHIPPING_OPTION_NAME = "Insured tracked shipping"
export const WORLD_SHIPPING_OPTION_NAME = "Insured registered post"
// The home page promises free shipping over €50 within the EU; below it, and abroad, flat insured rates.
export const EU_SHIPPING_EUROS = 9.5
export const FREE_SHIPPING_FROM_EUROS = 50
export const WORLD_SHIPPING_EUROS = 25

export type StoreSetup = {
  regionId: string
  salesChannelId: string
  stockLocationId: string
  shippingOptionId: string
  shippingProfileId: string
  publishableKey: string
}

export async function setUpStore(container: MedusaContainer, withStripe: boolean): Promise<StoreSetup> {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const storeModule = container.resolve(Modules.STORE)

  const {
    result: [salesChannel],
  } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: SALES_CHANNEL_NAME, description: "The online shop" }] },
  })

  const [store] = await storeModule.listStores()
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "Numismatic Shop",
        supported_currencies: [{ currency_code: "eur", is_default: true, is_tax_inclusive: true }],
        default_sales_channel_id: salesChannel.id,
      },
    },
  })

  const paymentProviders = ["pp_system_default", ...(withStripe ? ["pp_stripe_stripe"] : [])]
  const {
    result: [region],
  } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        {
          name: EU_REGION_NAME,
          currency_code: "eur",
          countries: EU_COUNTRIES,
          payment_providers: paymentProviders,
          is_tax_inclusive: true,
          automatic_taxes: true,
        },
        // Same euro prices abroad (docs/decisions/141): the margin scheme's price is the price paid.
        {
          name: "Rest of the world",
          currency_code: "eur",
          countries: WORLD_COUNTRIES,
          payment_providers: paymentProviders,
          is_tax_inclusive: true,
          automatic_taxes: true,
        },
      ],
    },
  })

  // Collectibles are sold under the margin scheme: VAT is inside the price and
  // never added on top, so the tax regions carry no default rate.
  await createTaxRegionsWorkflow(container).run({
    input: EU_COUNTRIES.map((country_code) => ({ country_code, provider_id: "tp_system" })),
  })

  const {
    result: [stockLocation],
  } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [{ name: "Vault", address: { city: "Luxembourg", country_code: "LU", address_1: "1 Rue des Monnaies" } }],
    },
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
  })
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: stockLocation.id, add: [salesChannel.id] },
  })

  const {
    result: [profile],
  } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Insured parcels", type: "default" }] },
  })
  const fulfillmentSet = await fulfillment.createFulfillmentSets({
    name: "Vault dispatch",
    type: "shipping",
    service_zones: [
      { name: "European Union", geo_zones: EU_COUNTRIES.map((country_code) => ({ type: "country" as const, country_code })) },
      {
        name: "Rest of the world",
        geo_zones: WORLD_COUNTRIES.map((country_code) => ({ type: "country" as const, country_code })),
      },
    ],
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  })

  const zone = (name: string) => fulfillmentSet.service_zones.find((z) => z.name === name)!.id
  const inStore = [
    { attribute: "enabled_in_store", value: "true", operator: "eq" as const },
    { attribute: "is_return", value: "false", operator: "eq" as const },
  ]
  const {
    result: [shippingOption],
  } = await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: SHIPPING_OPTION_NAME,
        price_type: "flat",
        provider_id: "manual_manual",
        service_zone_id: zone("European Union"),
        shipping_profile_id: profile.id,
        type: { label: "Insured", description: "Tracked and insured to the full value, 2-4 working days.", code: "insured" },
        prices: [
          { currency_code: "eur", amount: EU_SHIPPING_EUROS },
          // Medusa picks the price whose rules the cart meets: free from €50 of items.
          {
            currency_code: "eur",
            amount: 0,
            rules: [{ attribute: "item_total", operator: "gte", value: FREE_SHIPPING_FROM_EUROS }],
          },
        ],
        rules: inStore,
      },
      {
        name: WORLD_SHIPPING_OPTION_NAME,
        price_type: "flat",
        provider_id: "manual_manual",
        service_zone_id: zone("Rest of the world"),
        shipping_profile_id: profile.id,
        type: {
          label: "Registered",
          description: "Registered and insured post with tracking, 5-10 working days; customs duties are the buyer's.",
          code: "registered-insured",
        },
        prices: [{ currency_code: "eur", amount: WORLD_SHIPPING_EUROS }],
        rules: inStore,
      },
    ],
  })

  const {
    result: [apiKey],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: "Shop server", type: "publishable", created_by: "" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: apiKey.id, add: [salesChannel.id] },
  })

  return {
    regionId: region.id,
    salesChannelId: salesChannel.id,
    stockLocationId: stockLocation.id,
    shippingOptionId: shippingOption.id,
    shippingProfileId: profile.id,
    publishableKey: apiKey.token,
  }
}
