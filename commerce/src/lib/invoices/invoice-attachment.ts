import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ensureInvoiceWorkflow } from "../../workflows/invoices/workflows/ensure-invoice"
import { currentInvoice } from "./issue"
import { invoicePdf } from "./pdf"

/**
 * The order's invoice as an e-mail attachment. The shop's payment workflows issued it before
 * the e-mail's event was released; an order captured in Medusa's back office is issued one
 * here, under its lock. None (logged) when that fails: the e-mail still goes.
 */
export async function invoiceAttachment(container: MedusaContainer, orderId: string) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    await ensureInvoiceWorkflow(container).run({ input: { order_id: orderId } })
  } catch (error) {
    logger.error(`Could not issue the invoice of order ${orderId}: ${String(error)}`)
  }
  const invoice = await currentInvoice(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), orderId)
  if (!invoice) {
    logger.warn(`Order ${orderId} is paid but has no invoice to attach.`)
    return undefined
  }
  return [
    { filename: `invoice-${invoice.number}.pdf`, content: await invoicePdf(invoice.document), contentType: "application/pdf" },
  ]
}
