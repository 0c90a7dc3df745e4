import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * One record's fields through Medusa's query, typed as the caller names them (Medusa's
 * generated types are not built here); undefined when there is no such record.
 */
export async function findById<T>(
  container: MedusaContainer,
  entity: string,
  id: string,
  fields: string[]
): Promise<T | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields, filters: { id } })
  return data[0] as T | undefined
}
