import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import NumismaticsModule from "../modules/numismatics"

// Each product has at most one collector record; deleting the product deletes it.
// eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Medusa types the product module's linkables as `any`
export default defineLink(ProductModule.linkable.product, {
  linkable: NumismaticsModule.linkable.collectorItem,
  deleteCascade: true,
})
