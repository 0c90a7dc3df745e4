import { Module } from "@medusajs/framework/utils"
import NumismaticsModuleService from "./service"

export const NUMISMATICS_MODULE = "numismatics"

export default Module(NUMISMATICS_MODULE, { service: NumismaticsModuleService })
