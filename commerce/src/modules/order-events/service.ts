import { MedusaService } from "@medusajs/framework/utils"
import { OrderEvent } from "./models/order-event"

/** Keeps what happened to each order and who did it: the order page's timeline (decision 201). */
export default class OrderEventsModuleService extends MedusaService({ OrderEvent }) {}
