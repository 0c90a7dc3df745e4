import { MedusaService } from "@medusajs/framework/utils"
import { CollectorItem } from "./models/collector-item"

export default class NumismaticsModuleService extends MedusaService({ CollectorItem }) {}
