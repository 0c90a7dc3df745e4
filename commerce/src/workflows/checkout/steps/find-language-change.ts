import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { keptLanguage } from "../../../lib/languages"

type OrderRow = {
  metadata?: Record<string, unknown> | null
  customer?: { id: string; has_account?: boolean; metadata?: Record<string, unknown> | null } | null
}

/** The customer whose account is to keep the order's language, with the metadata to write; none when nothing changes. */
export type LanguageChange = { customer_id: string; metadata: Record<string, unknown> } | null

/**
 * An account keeps the language its customer registered or last ordered in (docs/decisions/246):
 * an order placed in a language its account does not keep yet changes the account's. A guest's
 * order changes no account. Reads only: nothing to undo.
 */
export const findLanguageChangeStep = createStep("find-order-language-change", async (orderId: string, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["metadata", "customer.id", "customer.has_account", "customer.metadata"],
    filters: { id: orderId },
  })
  const order = data[0] as OrderRow | undefined
  const language = keptLanguage(order?.metadata)
  const customer = order?.customer
  if (!language || !customer?.has_account || keptLanguage(customer.metadata) === language) {
    return new StepResponse<LanguageChange>(null)
  }
  return new StepResponse<LanguageChange>({ customer_id: customer.id, metadata: { ...customer.metadata, language } })
})
