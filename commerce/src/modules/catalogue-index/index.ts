import { Module } from "@medusajs/framework/utils"
import CatalogueIndexService from "./service"

export const CATALOGUE_INDEX_MODULE = "catalogue_index"

export default Module(CATALOGUE_INDEX_MODULE, { service: CatalogueIndexService })
