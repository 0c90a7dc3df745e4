import assert from "node:assert/strict"
import { before, it } from "node:test"
import type { IOrderModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { completeShopCheckoutWorkflow } from "../src/workflows/checkout/workflows/complete-checkout"
import { readyCartOf, smallShop, type Shop } from "./fixtures"
import type { SuiteOptions } from "./suites"

/**
 * Runs `work` as a busy machine ran two shoppers' race for one piece: both completions pass
 * their checks and make their orders before either reserves the piece (each waits there for the
 * other), and the loser's completion, failing, does not undo all it did: Medusa's removal of the
 * order it made fails.
 */
async function raceLeavingTheLosersOrder<T>(container: MedusaContainer, work: () => Promise<T>) {
  const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
  const createOrders = orders.createOrders.bind(orders)
  let arrived = 0
  let bothMade: () => void = () => {}
  const made = new Promise<void>((resolve) => (bothMade = resolve))
  let refused = 0
  Object.assign(orders, {
    createOrders: async (...args: Parameters<typeof createOrders>) => {
      const created = await createOrders(...args)
      if (++arrived === 2) bothMade()
      await Promise.race([made, new Promise((resolve) => setTimeout(resolve, 10_000))])
      return created
    },
    deleteOrders: () => {
      refused++
      return Promise.reject(new Error("Connection terminated unexpectedly"))
    },
  })
  try {
    return { result: await work(), refused }
  } finally {
    // The service's own methods, on its prototype, answer again.
    for (const method of ["createOrders", "deleteOrders"]) Reflect.deleteProperty(orders, method)
  }
}

/**
 * A completion that fails is settled even where Medusa did not undo it
 * (settle-failed-completion.ts), as a lost race for a unique coin ended on a busy machine.
 */
export default function stalledCompletion({ getContainer }: SuiteOptions) {
  let container: MedusaContainer
  let shop: Shop
  before(async () => {
    container = getContainer()
    shop = await smallShop(container, 1)
  })

  const db = () => container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const ordersOf = async (cartId: string) =>
    (await db()("order").select("id").whereRaw("metadata->>'cart_id' = ?", [cartId]).whereNull("deleted_at")).map(
      (row: { id: string }) => row.id
    )
  const reservationsOf = async (variantId: string) =>
    Number(
      (
        await db()("reservation_item as r")
          .join("product_variant_inventory_item as l", "l.inventory_item_id", "r.inventory_item_id")
          .where("l.variant_id", variantId)
          .whereNull("r.deleted_at")
          .count({ n: "*" })
      )[0].n
    )

  it("the loser of a race whose completion was not undone keeps no order, its cart open; the piece stays the winner's", async () => {
    const piece = shop.variantIds[0]
    const carts = [await readyCartOf(container, shop, [piece]), await readyCartOf(container, shop, [piece])]
    const { result: runs, refused } = await raceLeavingTheLosersOrder(container, () =>
      Promise.all(
        carts.map((cart_id) => completeShopCheckoutWorkflow(container).run({ input: { cart_id }, throwOnError: false }))
      )
    )
    assert.equal(refused, 1, "Medusa tried to remove the loser's order once, and failed")
    const lost = runs.findIndex((run) => run.errors.length > 0)
    assert.equal(runs.filter((run) => run.errors.length > 0).length, 1, "one completion fails")
    assert.match(String(runs[lost].errors[0]?.error?.message), /Not enough stock/)
    assert.deepEqual(await ordersOf(carts[lost]), [], "no order is left for the cart that lost")
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "cart", fields: ["completed_at"], filters: { id: carts[lost] } })
    assert.equal(data[0]?.completed_at ?? null, null, "the cart that lost is open")
    assert.equal((await ordersOf(carts[1 - lost])).length, 1, "the winner has its order")
    assert.equal(await reservationsOf(piece), 1, "only the winner's order holds the piece")
  })
}
