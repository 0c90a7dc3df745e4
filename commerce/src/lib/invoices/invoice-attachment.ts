import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { currentInvoice } from "./issue"
import { invoicePdf } from "./pdf"

/**
 * The order's invoice as an e-mail attachment, or none when the order has no invoice (logged:
 * the payment's workflow issues it before the e-mail's event is released).
 */
export async function invoiceAttachment(container: MedusaContainer, orderId: string) {
  const invoice = await currentInvoice(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), orderId)
  if (!invoice) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Order ${orderId} is paid but has no invoice to attach.`)
    return undefined
  }
  return [
    { filename: `invoice-${invoice.number}.pdf`, content: await invoicePdf(invoice.document), contentType: "application/pdf" },
  ]
}
