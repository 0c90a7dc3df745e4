import { MedusaService } from "@medusajs/framework/utils"
import { CreditNote } from "./models/credit-note"
import { DocumentCounter } from "./models/document-counter"
import { Invoice } from "./models/invoice"

/** Owns the shop's papers; numbers are taken in SQL by ./numbering.ts, inside one transaction with the paper. */
export default class InvoicesModuleService extends MedusaService({ Invoice, CreditNote, DocumentCounter }) {}
