import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { invoicePaper } from "../../../../../../../lib/invoices/papers"
import { sendPaper } from "../../../../../../../lib/invoices/send-paper"

/**
 * The signed-in customer's invoice of one of their orders, as PDF. Another customer's order
 * answers 404 like an unknown one, so no answer tells whose orders exist.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id"],
    filters: { id: req.params.id, customer_id: req.auth_context.actor_id },
  })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${req.params.id} was not found.`)
  sendPaper(res, await invoicePaper(req.scope, req.params.id, "pdf"))
}
