import type { MedusaContainer } from "@medusajs/framework/types"
import { BANK_TRANSFERS_MODULE } from "../../../../modules/bank-transfers"
import type BankTransfersModuleService from "../../../../modules/bank-transfers/service"
import { DEFAULT_CSV_MAPPING, type CsvMapping } from "../../../../modules/bank-transfers/statement/csv"

/** The shop's remembered CSV column mapping, or the default until staff set one. */
export async function readCsvMapping(container: MedusaContainer): Promise<CsvMapping> {
  const bank = container.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE)
  const [stored] = await bank.listCsvMappingSettings({}, { take: 1, order: { created_at: "ASC" } })
  return stored ? (stored.mapping as unknown as CsvMapping) : DEFAULT_CSV_MAPPING
}

export async function saveCsvMapping(container: MedusaContainer, mapping: CsvMapping): Promise<void> {
  const bank = container.resolve<BankTransfersModuleService>(BANK_TRANSFERS_MODULE)
  const [stored] = await bank.listCsvMappingSettings({}, { take: 1, order: { created_at: "ASC" } })
  const value = mapping as unknown as Record<string, unknown>
  if (stored) await bank.updateCsvMappingSettings({ id: stored.id, mapping: value })
  else await bank.createCsvMappingSettings({ mapping: value })
}
