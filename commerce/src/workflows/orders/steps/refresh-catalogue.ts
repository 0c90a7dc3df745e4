import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { syncProducts } from "../../../modules/catalogue-index/sync"

/**
 * Rewrites the catalogue's rows of the given products from Medusa, so a piece whose
 * reservation the workflow released is on sale when the workflow answers, not only once
 * Medusa's reservation event reaches the catalogue's subscriber. Reads Medusa as it is
 * then, so it has nothing of its own to undo: an undone workflow's products are read again.
 */
export const refreshCatalogueStep = createStep(
  "refresh-shop-catalogue",
  async ({ product_ids }: { product_ids: string[] }, { container }) => {
    await syncProducts(container, product_ids)
    return new StepResponse(undefined, product_ids)
  },
  async (productIds, { container }) => {
    if (productIds?.length) await syncProducts(container, productIds)
  }
)
