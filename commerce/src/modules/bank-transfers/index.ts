import { Module } from "@medusajs/framework/utils"
import BankTransfersModuleService from "./service"

export const BANK_TRANSFERS_MODULE = "bank_transfers"

export default Module(BANK_TRANSFERS_MODULE, { service: BankTransfersModuleService })
