import { MedusaService } from "@medusajs/framework/utils"
import { ShopOrderRow } from "./models/shop-order-row"

/** Owns the dashboard's read model; its rows are written in SQL by ./rows.ts. */
export default class OrderRowsModuleService extends MedusaService({ ShopOrderRow }) {}
