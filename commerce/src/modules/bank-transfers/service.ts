import { MedusaService } from "@medusajs/framework/utils"
import { BankPayment } from "./models/bank-payment"
import { CsvMappingSetting } from "./models/csv-mapping"

export default class BankTransfersModuleService extends MedusaService({ BankPayment, CsvMappingSetting }) {}
