import assert from "node:assert/strict"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createCustomersWorkflow, createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import type { AxiosInstance } from "axios"
import { demoCatalogue } from "../src/scripts/catalogue"
import { createCategories, createItems } from "../src/scripts/seed/catalogue"
import { placeOrder, readyCart } from "../src/scripts/seed/orders"
import { setUpStore, type StoreSetup } from "../src/scripts/seed/store-setup"

export type Shop = { setup: StoreSetup; variantIds: string[]; customerId: string }

/** A store with a few pieces in stock, as the seed sets it up, without the whole catalogue; `stock` overrides each piece's. */
export async function smallShop(container: MedusaContainer, stock?: number): Promise<Shop> {
  const setup = await setUpStore(container, false)
  const categoryIds = await createCategories(container)
  const items = demoCatalogue()
    .filter((i) => i.stock > 1)
    .slice(0, 4)
    .map((i) => (stock ? { ...i, stock } : i))
  await createItems(container, setup, categoryIds, items, { imagesOf: () => [] })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["variants.id"],
    filters: { handle: items.map((i) => i.handle) },
  })
  const { result: customers } = await createCustomersWorkflow(container).run({
    input: { customersData: [{ first_name: BUYER.first_name, last_name: BUYER.last_name, email: BUYER.email }] },
  })
  return { setup, variantIds: data.map((p) => p.variants[0].id), customerId: customers[0].id }
}

const BUYER = { first_name: "Claire", last_name: "Dubois", email: "claire.dubois@example.com", city: "Lyon", country_code: "fr" }

/** A bank-transfer order of one piece, placed as a shopper would; its id and total in cents. */
export async function bankTransferOrder(container: MedusaContainer, shop: Shop, piece = 0) {
  const orderId = await placeOrder(container, shop.setup, shop.customerId, BUYER, [shop.variantIds[piece]])
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "total"], filters: { id: orderId } })
  return { orderId, totalCents: Math.round(Number(data[0].total) * 100) }
}

/** A cart of the shop's customer holding `pieces`, addressed, shipped and to be paid by bank transfer: ready to complete. */
export const readyCartOf = (container: MedusaContainer, shop: Shop, pieces: string[]) =>
  readyCart(container, shop.setup, shop.customerId, BUYER, pieces)

/** Makes bank-transfer orders for a suite, taking the shop's pieces in turn. */
export function ordersInTurn(getContainer: () => MedusaContainer, getShop: () => Shop) {
  let piece = 0
  return () => {
    const shop = getShop()
    return bankTransferOrder(getContainer(), shop, piece++ % shop.variantIds.length)
  }
}

/** A staff member signed in through Medusa's own auth routes; answers the Authorization header. */
export async function staffHeaders(api: AxiosInstance, container: MedusaContainer) {
  const credentials = { email: `staff-${Date.now()}@shop.test`, password: "Staff-pass-123" }
  const { data: registered } = await api.post("/auth/user/emailpass/register", credentials)
  const { decode } = await import("jsonwebtoken")
  const authIdentityId = (decode(registered.token) as { auth_identity_id: string }).auth_identity_id
  await createUserAccountWorkflow(container).run({ input: { authIdentityId, userData: { email: credentials.email } } })
  const { data } = await api.post("/auth/user/emailpass", credentials)
  return { headers: { authorization: `Bearer ${data.token}` } }
}

/** A collector with an account, signed in through Medusa's own routes: the store headers. */
export async function collector(http: AxiosInstance, publishableKey: string, name: string) {
  const credentials = {
    email: `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: "Collector-pass-123",
  }
  const key = { "x-publishable-api-key": publishableKey }
  const { data: registered } = await http.post("/auth/customer/emailpass/register", credentials)
  const { data: created } = await http.post(
    "/store/customers",
    { email: credentials.email, first_name: name },
    { headers: { ...key, authorization: `Bearer ${registered.token}` } }
  )
  const { data } = await http.post("/auth/customer/emailpass", credentials)
  return {
    email: credentials.email,
    id: created.customer.id as string,
    headers: { ...key, authorization: `Bearer ${data.token}` },
  }
}

/** Sets a piece's EUR price through the admin API, as a merchandiser does in the back office. */
export async function setEuroPrice(
  http: AxiosInstance,
  staff: { headers: Record<string, string> },
  productId: string,
  euros: number
) {
  const { data } = await http.get(`/admin/products/${productId}?fields=variants.id,variants.prices.*`, staff)
  const variant = data.product.variants[0]
  const prices = variant.prices.map((p: { id: string; currency_code: string; amount: number }) => ({
    id: p.id,
    currency_code: p.currency_code,
    amount: p.currency_code === "eur" ? euros : p.amount,
  }))
  const response = await http.post(`/admin/products/${productId}/variants/${variant.id}`, { prices }, staff)
  assert.equal(response.status, 200, `the price of ${productId} was set`)
}
