import type { MedusaContainer } from "@medusajs/framework/types"
import { isDeepStrictEqual } from "node:util"
import assert from "node:assert/strict"
import { ContainerRegistrationKeys, generateJwtToken, Modules } from "@medusajs/framework/utils"
import { findById } from "../src/lib/find-by-id"
import { readOrder } from "../src/lib/orders/read-order"
import { demoCatalogue } from "../src/scripts/catalogue"
import { createCategories, createItems } from "../src/scripts/seed/catalogue"
import { advance, placeOrder, type DemoState } from "../src/scripts/seed/orders"
import { setUpStore, type StoreSetup } from "../src/scripts/seed/store-setup"
import { STATUS_FIELDS, statusOfQueried } from "../src/workflows/orders/order-status"

/** What the checks read of a fulfilment (query.graph's result is untyped without Medusa's generated types). */
type Fulfilment = {
  canceled_at?: string | null
  shipped_at?: string | null
  delivered_at?: string | null
  metadata?: Record<string, unknown> | null
  labels?: ({ tracking_number?: string } | null)[] | null
}

type RecordedOrder = {
  metadata: Record<string, unknown> | null
  total: unknown
  summary: { pending_difference?: number } | null
  fulfillments: (Fulfilment | null)[] | null
  items: { variant_id: string }[]
}
type StockedVariant = {
  inventory_items: { inventory: { location_levels: { stocked_quantity: unknown; reserved_quantity: unknown }[] } }[]
}

export type TestShop = { setup: StoreSetup; variantIds: string[]; adminHeaders: { headers: { authorization: string } } }

const BUYER = {
  first_name: "Claire",
  last_name: "Dubois",
  email: "claire.dubois@example.com",
  city: "Lyon",
  country_code: "fr",
}

/**
 * A small shop: the store's region and shipping, three pieces with plenty in stock, and a
 * staff member's token; with `withStripe`, card payments too (Medusa's Stripe provider must be configured).
 */
export async function createTestShop(container: MedusaContainer, withStripe = false): Promise<TestShop> {
  const setup = await setUpStore(container, withStripe)
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
  const order = await readOrder<RecordedOrder>(container, orderId, [
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
  ])
  const variant = await findById<StockedVariant>(container, "variant", order.items[0].variant_id, [
    "inventory_items.inventory.location_levels.stocked_quantity",
    "inventory_items.inventory.location_levels.reserved_quantity",
  ])
  const level = variant!.inventory_items[0].inventory.location_levels[0]
  const live = (order.fulfillments ?? []).filter((f): f is Fulfilment => !!f && !f.canceled_at)
  return {
    metadata: order.metadata ?? {},
    total: Number(order.total),
    pendingDifference: Number(order.summary?.pending_difference ?? 0),
    fulfillments: live.map((f) => ({
      shipped: Boolean(f.shipped_at),
      delivered: Boolean(f.delivered_at),
      carrier: f.metadata?.carrier,
      trackingNumbers: (f.labels ?? []).map((l) => l?.tracking_number),
    })),
    stocked: Number(level.stocked_quantity),
    reserved: Number(level.reserved_quantity),
  }
}

export type OrderRow = {
  shop_status: string
  total: string
  currency_code: string
  email: string
  search_text: string
  placed_at: string
  canceled: boolean
}

/** The order's dashboard row (shop_order_row), or undefined. */
export async function orderRow(container: MedusaContainer, orderId: string): Promise<OrderRow | undefined> {
  return (await orderRows(container, [orderId]))[0]
}

async function orderRows(container: MedusaContainer, orderIds: string[]): Promise<OrderRow[]> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    `select id, shop_status, round(total, 2)::text as total, currency_code, email, search_text, placed_at, canceled
     from shop_order_row where id = any(?)`,
    [orderIds]
  )
  const byId = new Map<string, OrderRow & { id: string }>(rows.map((r: OrderRow & { id: string }) => [r.id, r]))
  return orderIds.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const { shop_status, total, currency_code, email, search_text, placed_at, canceled } = row
    return [{ shop_status, total, currency_code, email, search_text, placed_at: new Date(placed_at).toISOString(), canceled }]
  })
}

type Named = { email?: string | null; first_name?: string | null; last_name?: string | null } | null | undefined
const fullName = (person: Named) => [person?.first_name, person?.last_name].filter((part) => part != null).join(" ")

/** What each order's row must hold, read independently of the row's SQL: Query, and Medusa's own aggregate statuses. */
async function medusaRows(container: MedusaContainer, orderIds: string[]): Promise<OrderRow[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      ...STATUS_FIELDS,
      "email",
      "total",
      "created_at",
      "customer.email",
      "customer.first_name",
      "customer.last_name",
      "shipping_address.first_name",
      "shipping_address.last_name",
    ],
    filters: { id: orderIds },
  })
  const byId = new Map(data.map((o) => [o.id, o]))
  return orderIds.map((id) => {
    const o = byId.get(id)!
    const customer = o.customer as Named
    return {
      shop_status: statusOfQueried(o),
      total: Number(o.total).toFixed(2),
      currency_code: o.currency_code,
      email: o.email ?? customer?.email ?? "",
      search_text: [o.email, customer?.email, fullName(customer), fullName(o.shipping_address as Named)]
        .filter((part) => part != null)
        .join("\n"),
      placed_at: new Date(o.created_at as string).toISOString(),
      canceled: o.status === "canceled",
    }
  })
}

/**
 * Waits (up to `waitMs`; 0: not at all) until each order's row holds what Medusa's data makes
 * of it, then answers the rows. Changes made outside the shop's workflows reach the rows
 * through Medusa's events, a moment after the change.
 */
export async function rowsCurrent(container: MedusaContainer, orderIds: string[], waitMs = 60_000): Promise<OrderRow[]> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const [rows, expected] = await Promise.all([orderRows(container, orderIds), medusaRows(container, orderIds)])
    if (isDeepStrictEqual(rows, expected) || Date.now() >= deadline) {
      assert.deepEqual(rows, expected, "each order's row is what Medusa's data makes of it")
      return rows
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// A change reaches the catalogue through a subscriber after its transaction; on a loaded
// machine the subscriber can wait its turn for seconds.
const SUBSCRIBER_WAIT_MS = 10_000

/** How many of a piece the catalogue's read model lists. */
export async function listedStock(container: MedusaContainer, productId: string): Promise<number> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const [row] = await db("catalogue_entry").select("stock").where({ id: productId })
  return Number(row.stock)
}

/** Waits until the catalogue lists `expected` of a piece, as long as a subscriber may take. */
export async function listedWithin(container: MedusaContainer, productId: string, expected: number): Promise<void> {
  const started = Date.now()
  let stock = await listedStock(container, productId)
  while (stock !== expected && Date.now() - started < SUBSCRIBER_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    stock = await listedStock(container, productId)
  }
  assert.equal(stock, expected, `the catalogue lists ${expected} within ${SUBSCRIBER_WAIT_MS} ms (it lists ${stock})`)
}
