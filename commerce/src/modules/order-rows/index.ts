import { Module } from "@medusajs/framework/utils"
import OrderRowsModuleService from "./service"

export const ORDER_ROWS_MODULE = "order_rows"

export default Module(ORDER_ROWS_MODULE, { service: OrderRowsModuleService })
