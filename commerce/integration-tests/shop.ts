import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateJwtToken, Modules } from "@medusajs/framework/utils"
import { demoCatalogue } from "../src/scripts/catalogue"
import { createCategories, createItems } from "../src/scripts/seed/catalogue"
import { advance, placeOrder, type DemoState } from "../src/scripts/seed/orders"
import { setUpStore, type StoreSetup } from "../src/scripts/seed/store-setup"

/** What the checks read of a fulfilment (query.graph's result is untyped without Medusa's generated types). */
type Fulfilment = {
  canceled_at?: string | null
  shipped_at?: string | null
  delivered_at?: string | null
  metadata?: Record<string, unknown> | null
  labels?: ({ tracking_number?: string } | null)[] | null
}

export type TestShop = { setup: StoreSetup; variantIds: string[]; adminHeaders: { headers: { authorization: string } } }

const BUYER = {
  first_name: "Claire",
  last_name: "Dubois",
  email: "claire.dubois@example.com",
  city: "Lyon",
  country_code: "fr",
}

/** A small shop: the store's region and shipping, three pieces with plenty in stock, and a staff member's token. */
export async function createTestShop(container: MedusaContainer): Promise<TestShop> {
  const setup = await setUpStore(container, false)
  const categories = await createCategories(container)
  const items = demoCatalogue()
    .slice(0, 3)
    .map((item) => ({ ...item, stock: 100 }))
  await createItems(container, setup, categories, items, { imagesOf: (item) => [`http://localhost/${item.handle}.svg`] })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: products } = await query.graph({
    entity: "product",
    fields: ["variants.id"],
    filters: { handle: items.map((i) => i.handle) },
  })
  const variantIds = products.map((p) => p.variants[0]!.id)

  const user = await container.resolve(Modules.USER).createUsers({ email: "staff@example.com" })
  const identity = await container.resolve(Modules.AUTH).createAuthIdentities({
    provider_identities: [{ provider: "emailpass", entity_id: "staff@example.com" }],
    app_metadata: { user_id: user.id },
  })
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const token = generateJwtToken(
    { actor_id: user.id, actor_type: "user", auth_identity_id: identity.id, app_metadata: { user_id: user.id } },
    { secret: http.jwtSecret!, expiresIn: "1d" }
  )
  return { setup, variantIds, adminHeaders: { headers: { authorization: `Bearer ${token}` } } }
}

/** An order of one piece placed as a shopper would, then brought to `state` with Medusa's own workflows. */
export async function orderIn(container: MedusaContainer, shop: TestShop, state: DemoState, variant = 0): Promise<string> {
  const customers = container.resolve(Modules.CUSTOMER)
  const [customer] = await customers.listCustomers({ email: BUYER.email })
  const customerId = customer?.id ?? (await customers.createCustomers({ email: BUYER.email })).id
  const orderId = await placeOrder(container, shop.setup, customerId, BUYER, [shop.variantIds[variant]])
  await advance(container, orderId, state)
  return orderId
}

/** What Medusa recorded for an order: its status, fulfilments, totals, and the stock of its piece. */
export async function recorded(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "metadata",
      "total",
      "summary.*",
      "fulfillments.id",
      "fulfillments.canceled_at",
      "fulfillments.shipped_at",
      "fulfillments.delivered_at",
      "fulfillments.metadata",
      "fulfillments.labels.tracking_number",
      "items.variant_id",
    ],
    filters: { id: orderId },
  })
  const variantId = order!.items![0]!.variant_id!
  const { data: variants } = await query.graph({
    entity: "variant",
    fields: [
      "inventory_items.inventory.location_levels.stocked_quantity",
      "inventory_items.inventory.location_levels.reserved_quantity",
    ],
    filters: { id: variantId },
  })
  const level = variants[0]!.inventory_items![0]!.inventory!.location_levels![0]!
  const live = ((order!.fulfillments ?? []) as (Fulfilment | null)[]).filter((f) => f && !f.canceled_at)
  return {
    metadata: order!.metadata ?? {},
    total: Number(order!.total),
    pendingDifference: Number((order!.summary as { pending_difference?: number } | null)?.pending_difference ?? 0),
    fulfillments: live.map((f: Fulfilment | null) => ({
      shipped: Boolean(f!.shipped_at),
      delivered: Boolean(f!.delivered_at),
      carrier: (f!.metadata as Record<string, unknown> | null)?.carrier,
      trackingNumbers: (f!.labels ?? []).map((l) => l?.tracking_number),
    })),
    stocked: Number(level.stocked_quantity),
    reserved: Number(level.reserved_quantity),
  }
}
