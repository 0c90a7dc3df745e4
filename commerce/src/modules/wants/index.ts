import { Module } from "@medusajs/framework/utils"
import WantsModuleService from "./service"

export const WANTS_MODULE = "wants"

export default Module(WANTS_MODULE, { service: WantsModuleService })
