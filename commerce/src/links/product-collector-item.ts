import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import NumismaticsModule from "../modules/numismatics"

// Each product has at most one collector record; deleting the product deletes it.
export default defineLink(ProductModule.linkable.product, {
  linkable: NumismaticsModule.linkable.collectorItem,
  deleteCascade: true,
})
