import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * One order's fields through Medusa's query, typed as the caller names them (Medusa's
 * generated types are not built here); undefined when there is no such order.
 */
export async function findOrder<T>(container: MedusaContainer, orderId: string, fields: string[]): Promise<T | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields, filters: { id: orderId } })
  return data[0] as T | undefined
}

/** As findOrder, for callers to whom an unknown order is the caller's mistake: NOT_FOUND. */
export async function readOrder<T>(container: MedusaContainer, orderId: string, fields: string[]): Promise<T> {
  const order = await findOrder<T>(container, orderId, fields)
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `There is no order ${orderId}.`)
  return order
}
