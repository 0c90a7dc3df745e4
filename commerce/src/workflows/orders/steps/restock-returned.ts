import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { syncProducts } from "../../../modules/catalogue-index/sync"
import { RETURNED_MARK } from "./check-refund"

export type RestockReturnedInput = {
  order_id: string
  restock: { item_id: string; variant_id: string; product_id: string | null; quantity: number }[]
}

type Adjustment = { inventory_item_id: string; location_id: string; quantity: number }
type VariantStock = {
  id: string
  inventory_items?:
    | ({
        inventory_item_id: string
        required_quantity?: unknown
        inventory?: { location_levels?: { location_id: string }[] | null } | null
      } | null)[]
    | null
}

/**
 * Pieces the buyer sent back go on sale again: their stock rises by what was shipped, the
 * order remembers them (so a second refund cannot put them back twice), and the catalogue's
 * rows of their products are rewritten at once. Undone by taking the stock and the mark back.
 */
export const restockReturnedStep = createStep(
  "restock-shop-returned-pieces",
  async (input: RestockReturnedInput, { container }) => {
    if (!input.restock.length) return new StepResponse(undefined)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const inventory = container.resolve(Modules.INVENTORY)
    const orders = container.resolve(Modules.ORDER)
    const { data } = await query.graph({
      entity: "variant",
      fields: [
        "id",
        "inventory_items.inventory_item_id",
        "inventory_items.required_quantity",
        "inventory_items.inventory.location_levels.location_id",
      ],
      filters: { id: input.restock.map((r) => r.variant_id) },
    })
    const byVariant = new Map((data as VariantStock[]).map((v) => [v.id, v]))
    const adjustments: Adjustment[] = input.restock.flatMap((piece) =>
      (byVariant.get(piece.variant_id)?.inventory_items ?? []).flatMap((link) => {
        const location = link?.inventory?.location_levels?.[0]?.location_id
        if (!link || !location) return []
        const per = Number(link.required_quantity ?? 1) || 1
        return [{ inventory_item_id: link.inventory_item_id, location_id: location, quantity: piece.quantity * per }]
      })
    )
    for (const a of adjustments) await inventory.adjustInventory(a.inventory_item_id, a.location_id, a.quantity)
    const { metadata } = await orders.retrieveOrder(input.order_id, { select: ["id", "metadata"] })
    const returned = [...((metadata?.[RETURNED_MARK] as string[] | undefined) ?? []), ...input.restock.map((r) => r.item_id)]
    await orders.updateOrders(input.order_id, { metadata: { ...metadata, [RETURNED_MARK]: returned } })
    const productIds = input.restock.flatMap((r) => (r.product_id ? [r.product_id] : []))
    await syncProducts(container, productIds)
    return new StepResponse(undefined, { order_id: input.order_id, adjustments, metadata: metadata ?? null, productIds })
  },
  async (undo, { container }) => {
    if (!undo) return
    const inventory = container.resolve(Modules.INVENTORY)
    for (const a of undo.adjustments) await inventory.adjustInventory(a.inventory_item_id, a.location_id, -a.quantity)
    await container.resolve(Modules.ORDER).updateOrders(undo.order_id, { metadata: undo.metadata })
    await syncProducts(container, undo.productIds)
  }
)
