import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Input = { fulfillment_id: string; carrier?: string }

/** Keeps the carrier in the fulfilment's metadata beside its label; undone by writing the old metadata back. */
export const recordCarrierStep = createStep(
  "record-shop-carrier",
  async ({ fulfillment_id, carrier }: Input, { container }) => {
    if (!carrier) return new StepResponse(undefined)
    const fulfilment = container.resolve(Modules.FULFILLMENT)
    const { metadata } = await fulfilment.retrieveFulfillment(fulfillment_id, { select: ["id", "metadata"] })
    await fulfilment.updateFulfillment(fulfillment_id, { metadata: { ...metadata, carrier } })
    return new StepResponse(undefined, { fulfillment_id, metadata: metadata ?? null })
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve(Modules.FULFILLMENT).updateFulfillment(previous.fulfillment_id, { metadata: previous.metadata })
  }
)
