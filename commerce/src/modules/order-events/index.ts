import { Module } from "@medusajs/framework/utils"
import OrderEventsModuleService from "./service"

export const ORDER_EVENTS_MODULE = "order_events"

export default Module(ORDER_EVENTS_MODULE, { service: OrderEventsModuleService })
