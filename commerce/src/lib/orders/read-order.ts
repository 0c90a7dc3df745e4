import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { findById } from "../find-by-id"

/** One order's fields, typed as the caller names them; undefined when there is no such order. */
export function findOrder<T>(container: MedusaContainer, orderId: string, fields: string[]): Promise<T | undefined> {
  return findById<T>(container, "order", orderId, fields)
}

/** As findOrder, for callers to whom an unknown order is the caller's mistake: NOT_FOUND. */
export async function readOrder<T>(container: MedusaContainer, orderId: string, fields: string[]): Promise<T> {
  const order = await findOrder<T>(container, orderId, fields)
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `There is no order ${orderId}.`)
  return order
}
