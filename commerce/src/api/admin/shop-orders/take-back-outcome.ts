import type { MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { readTakeBackOrder } from "../../../workflows/orders/take-back"
import { shopOrderView } from "./shop-order-view"

/**
 * Runs a cancel or refund workflow and answers: 200 with the order; 404 no such order;
 * 400 what the request lacks; 409 when the order, as found inside the lock, does not allow
 * it — with the status it has now, so a caller never reads wording. A request that waited
 * for the lock too long is a 409 as well when the order changed meanwhile.
 */
export async function answerTakeBack(
  container: MedusaContainer,
  res: MedusaResponse,
  orderId: string,
  run: () => Promise<unknown>,
  changedMeanwhile: (status: string) => string | null
) {
  try {
    await run()
  } catch (error) {
    const { type, message } = error as { type?: string; message?: string }
    if (type === MedusaError.Types.NOT_FOUND) return void res.status(404).json({ type, message })
    if (type === MedusaError.Types.INVALID_DATA) return void res.status(400).json({ type, message })
    const now = await readTakeBackOrder(container, orderId)
    if (type === MedusaError.Types.CONFLICT) {
      return void res.status(409).json({ type, code: "order_take_back_conflict", status: now.status, message })
    }
    const changed = changedMeanwhile(now.status)
    if (changed) return void res.status(409).json({ type: MedusaError.Types.CONFLICT, status: now.status, message: changed })
    throw error
  }
  res.json({ order: await shopOrderView(container, orderId) })
}
