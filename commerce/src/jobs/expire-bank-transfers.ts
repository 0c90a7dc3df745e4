import type { MedusaContainer } from "@medusajs/framework/types"
import { expireBankTransferHolds } from "../lib/bank-transfer/expire-holds"

/** Every quarter of an hour: reminders before, and cancellation after, a bank transfer's hold. */
export default async function expireBankTransfers(container: MedusaContainer) {
  await expireBankTransferHolds(container)
}

export const config = { name: "expire-bank-transfer-holds", schedule: "*/15 * * * *" }
