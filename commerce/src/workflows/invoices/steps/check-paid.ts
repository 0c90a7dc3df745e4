import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { STATUS_FIELDS, statusOfQueried } from "../../orders/order-status"

/** Reads, inside the order's lock, whether the order's money has been taken (paid, shipped or delivered). Reads only. */
export const checkPaidStep = createStep("check-order-paid", async (input: { order_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: STATUS_FIELDS, filters: { id: input.order_id } })
  const status = data[0] ? statusOfQueried(data[0]) : undefined
  return new StepResponse({ paid: status === "paid" || status === "shipped" || status === "delivered" })
})
