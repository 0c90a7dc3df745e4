import { Module } from "@medusajs/framework/utils"
import WatchListModuleService from "./service"

export const WATCH_LIST_MODULE = "watch_list"

export default Module(WATCH_LIST_MODULE, { service: WatchListModuleService })
