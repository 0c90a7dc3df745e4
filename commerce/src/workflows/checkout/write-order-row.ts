import type { StepExecutionContext } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { refreshOrderRows, restoreOrderRows } from "../../modules/order-rows/rows"
import { faultAt } from "./fault"

type OrderCreated = { order_id: string; cart_id: string }
type OrderCreatedHook = (
  handler: (input: OrderCreated, context: StepExecutionContext) => Promise<StepResponse<undefined, string>>,
  compensate: (orderId: string | undefined, context: StepExecutionContext) => Promise<void>
) => void

// Medusa declares this hook after the order is created and its payment authorised (its docs
// name it) but leaves it out of the workflow's typed hooks.
const orderCreated = (completeCartWorkflow.hooks as unknown as { orderCreated: OrderCreatedHook }).orderCreated

/**
 * A completed checkout writes its order's dashboard row before the shopper sees the order
 * number, so the dashboard lists it at once (decision 122). If the completion fails after
 * this, the order is undone and so is its row.
 */
orderCreated(
  async ({ order_id }, { container }) => {
    faultAt("authorised")
    await refreshOrderRows(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), [order_id])
    return new StepResponse(undefined, order_id)
  },
  async (orderId, { container }) => {
    if (orderId) await restoreOrderRows(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), [orderId], [])
  }
)
