import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** When the collector's current visit began, and the one before (docs/decisions/189). */
export type Visits = { last_visit_at: string | null; previous_visit_at: string | null }

const stamp = (value: unknown) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : null)

export function visitsOf(metadata: Record<string, unknown> | null | undefined): Visits {
  return { last_visit_at: stamp(metadata?.last_visit_at), previous_visit_at: stamp(metadata?.previous_visit_at) }
}

export async function visitsOfCustomer(container: MedusaContainer, customerId: string): Promise<Visits> {
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(customerId, { select: ["id", "metadata"] })
  return visitsOf(customer.metadata)
}

/**
 * A visit begins: the visit that was current becomes the previous one, in one step
 * under Medusa's lock on the customer, so two sign-ins at once cannot both move it
 * and lose the previous visit.
 */
export async function beginVisit(container: MedusaContainer, customerId: string): Promise<Visits> {
  const customers = container.resolve(Modules.CUSTOMER)
  const locking = container.resolve(Modules.LOCKING)
  return locking.execute(
    `customer-visit:${customerId}`,
    async () => {
      const customer = await customers.retrieveCustomer(customerId, { select: ["id", "metadata"] })
      const visits: Visits = {
        last_visit_at: new Date().toISOString(),
        previous_visit_at: visitsOf(customer.metadata).last_visit_at,
      }
      await customers.updateCustomers(customerId, { metadata: { ...customer.metadata, ...visits } })
      return visits
    },
    { timeout: 20 }
  )
}
