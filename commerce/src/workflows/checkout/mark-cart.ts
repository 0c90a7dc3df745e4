import { Modules } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Every cart carries its own id in its metadata, which Medusa copies into the order the cart
 * becomes. An order that a killed completion left without its link to the cart can then still
 * be traced to it (orphan-orders.ts).
 */
createCartWorkflow.hooks.cartCreated(async ({ cart }, { container }) => {
  const metadata = cart.metadata ?? {}
  await container.resolve(Modules.CART).updateCarts(cart.id, { metadata: { ...metadata, cart_id: cart.id } })
  return new StepResponse(undefined)
})
