import assert from "node:assert/strict"
import { test } from "node:test"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { findOrder, readOrder } from "./read-order"

/** A container whose query knows one order. */
function containerWith(order: { id: string; status: string }): MedusaContainer {
  const query = {
    graph: async ({ filters }: { filters: { id: string } }) => ({ data: filters.id === order.id ? [order] : [] }),
  }
  return { resolve: () => query } as unknown as MedusaContainer
}

test("an order is read by its id; an unknown one is undefined to findOrder and NOT_FOUND to readOrder", async () => {
  const container = containerWith({ id: "order_1", status: "pending" })
  assert.deepEqual(await readOrder(container, "order_1", ["status"]), { id: "order_1", status: "pending" })
  assert.equal(await findOrder(container, "order_2", ["status"]), undefined)
  await assert.rejects(readOrder(container, "order_2", ["status"]), (e: MedusaError) => e.type === MedusaError.Types.NOT_FOUND)
})
