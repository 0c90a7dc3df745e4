import { MedusaService } from "@medusajs/framework/utils"
import { WatchEntry } from "./models/watch-entry"

export default class WatchListModuleService extends MedusaService({ WatchEntry }) {}
