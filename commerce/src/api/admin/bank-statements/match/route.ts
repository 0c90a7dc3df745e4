import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { BANK_TRANSFERS_MODULE } from "../../../../modules/bank-transfers"
import type BankTransfersModuleService from "../../../../modules/bank-transfers/service"
import { parseCamt053 } from "../../../../modules/bank-transfers/statement/camt053"
import { parseCsvStatement } from "../../../../modules/bank-transfers/statement/csv"
import { lineKey, matchStatement } from "../../../../modules/bank-transfers/statement/match"
import { StatementError, type StatementLine } from "../../../../modules/bank-transfers/statement/types"
import { openBankTransferOrders } from "../../../../workflows/payments/open-orders"
import { readCsvMapping, saveCsvMapping } from "../csv-mapping/mapping-store"
import type { AdminMatchStatementType } from "../validators"

/**
 * Reads a bank statement and matches its credit lines to open bank-transfer orders.
 * Records nothing: staff confirm the matches with POST /admin/bank-statements/confirm.
 * 400 names the line of the file and what is wrong with it.
 */
export const POST = async (req: AuthenticatedMedusaRequest<AdminMatchStatementType>, res: MedusaResponse) => {
  const { format, content, mapping } = req.validatedBody
  let lines: StatementLine[]
  try {
    const csvMapping = format === "csv" ? (mapping ?? (await readCsvMapping(req.scope))) : null
    lines = csvMapping ? parseCsvStatement(content, csvMapping) : parseCamt053(content)
  } catch (error) {
    if (!(error instanceof StatementError)) throw error
    res.status(400).json({ type: "invalid_data", message: error.message, line: error.line })
    return
  }
  // A mapping that read the file is the one to remember.
  if (format === "csv" && mapping) await saveCsvMapping(req.scope, mapping)

  const bank = container(req)
  const keys = [...new Set(lines.map(lineKey))]
  const known = keys.length ? await bank.listBankPayments({ line_key: keys }, { select: ["line_key"] }) : []
  const orders = await openBankTransferOrders(req.scope)
  res.json({ statement: matchStatement(lines, orders, new Set(known.map((k) => k.line_key))) })
}

const container = (req: AuthenticatedMedusaRequest) => req.scope.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE)
