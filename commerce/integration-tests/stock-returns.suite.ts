import assert from "node:assert/strict"
import { before, it } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { expireBankTransferHolds } from "../src/lib/bank-transfer/expire-holds"
import { rebuildCatalogue } from "../src/modules/catalogue-index/sync"
import { placeOrder } from "../src/scripts/seed/orders"
import type { SuiteOptions } from "./suites"
import { createTestShop, listedStock, listedWithin, orderIn, type TestShop } from "./shop"

/**
 * Whenever Medusa releases a reservation — the back office's cancel, an order edit that drops
 * a piece, an expired bank-transfer hold — the catalogue lists the piece again within seconds,
 * without anyone touching the product.
 */
export default function stockReturns({ api, getContainer }: SuiteOptions) {
  let shop: TestShop
  let container: MedusaContainer

  /** What Medusa's inventory has on sale of the product: stocked less reserved. */
  const availableOf = async (productId: string) => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "product",
      fields: [
        "variants.inventory_items.inventory.location_levels.stocked_quantity",
        "variants.inventory_items.inventory.location_levels.reserved_quantity",
      ],
      filters: { id: productId },
    })
    const level = data[0]!.variants![0]!.inventory_items![0]!.inventory!.location_levels![0]!
    return Number(level.stocked_quantity) - Number(level.reserved_quantity)
  }

  async function itemsOf(orderId: string): Promise<{ id: string; productId: string }[]> {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["items.id", "items.product_id"],
      filters: { id: orderId },
    })
    const items = data[0]!.items as { id: string; product_id: string }[]
    return items.map((i) => ({ id: i.id, productId: i.product_id }))
  }
  /** The order's pieces, listed as reserved before the release. */
  async function reservedPieces(orderId: string) {
    const items = await itemsOf(orderId)
    for (const item of items) await listedWithin(container, item.productId, await availableOf(item.productId))
    return Promise.all(items.map(async (item) => ({ ...item, listed: await listedStock(container, item.productId) })))
  }

  before(async () => {
    container = getContainer()
    shop = await createTestShop(container)
    await rebuildCatalogue(container)
  })

  it("a cancel in Medusa's back office lists the piece again", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer")
    const [piece] = await reservedPieces(orderId)
    const answer = await api.post(`/admin/orders/${orderId}/cancel`, {}, { ...shop.adminHeaders, validateStatus: () => true })
    assert.equal(answer.status, 200, JSON.stringify(answer.data))
    await listedWithin(container, piece.productId, piece.listed + 1)
  })

  it("an order edit in the back office that drops a piece lists that piece again, and only that one", async () => {
    const customers = container.resolve(Modules.CUSTOMER)
    const [found] = await customers.listCustomers({ email: "claire.dubois@example.com" })
    const customer = found ?? (await customers.createCustomers({ email: "claire.dubois@example.com" }))
    const buyer = {
      first_name: "Claire",
      last_name: "Dubois",
      email: "claire.dubois@example.com",
      city: "Lyon",
      country_code: "fr",
    }
    const orderId = await placeOrder(container, shop.setup, customer.id, buyer, [shop.variantIds[0], shop.variantIds[1]])
    const [dropped, kept] = await reservedPieces(orderId)
    const post = (path: string, body: Record<string, unknown> = {}) =>
      api.post(path, body, { ...shop.adminHeaders, validateStatus: () => true })
    const begun = await post("/admin/order-edits", { order_id: orderId })
    assert.equal(begun.status, 200, JSON.stringify(begun.data))
    const changeId = begun.data.order_change.id as string
    const removed = await post(`/admin/order-edits/${orderId}/items/item/${dropped.id}`, { quantity: 0 })
    assert.equal(removed.status, 200, JSON.stringify(removed.data))
    assert.equal((await post(`/admin/order-edits/${orderId}/request`)).status, 200)
    const confirmed = await post(`/admin/order-edits/${orderId}/confirm`)
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.data))
    assert.ok(changeId)
    await listedWithin(container, dropped.productId, dropped.listed + 1)
    assert.equal(await listedStock(container, kept.productId), kept.listed, "the piece still ordered stays reserved")
  })

  it("an expired bank-transfer hold lists the piece again", async () => {
    const orderId = await orderIn(container, shop, "awaiting-transfer", 2)
    const [piece] = await reservedPieces(orderId)
    const later = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000)
    const { canceled } = await expireBankTransferHolds(container, later)
    assert.ok(canceled.includes(orderId), "the hold expired and the order was canceled")
    await listedWithin(container, piece.productId, piece.listed + 1)
  })
}
