import { MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { loadProductFacesStep } from "../steps/load-collector-state"
import type { ProductFaces } from "../steps/load-collector-state"

const requireTwoFacesStep = createStep("require-two-faces", (faces: ProductFaces) => {
  if (faces.images.length < 2) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `The product has ${faces.images.length} image${faces.images.length === 1 ? "" : "s"}: an obverse and a reverse are needed to swap them.`
    )
  }
  return new StepResponse(faces)
})

/**
 * Swaps the product's first two images, so the one shown as the obverse
 * becomes the reverse and back. Images are ordered by rank (rank 0 is the
 * obverse), so this rewrites their order through Medusa's own product
 * workflow, whose step restores the previous order if anything fails and
 * which emits product.updated for the catalogue. The thumbnail follows the
 * obverse when it was the obverse's.
 */
export const swapProductFacesWorkflow = createWorkflow("swap-product-faces", (input: { product_id: string }) => {
  const faces = requireTwoFacesStep(loadProductFacesStep({ product_id: input.product_id }))
  const update = transform({ faces }, ({ faces }) => {
    const [obverse, reverse, ...rest] = faces.images
    const images = [reverse, obverse, ...rest]
    const thumbnail = faces.thumbnail === null || faces.thumbnail === obverse.url ? reverse.url : faces.thumbnail
    return { selector: { id: faces.product_id }, update: { images, thumbnail } }
  })
  updateProductsWorkflow.runAsStep({ input: update })
  return new WorkflowResponse({ product_id: input.product_id })
})
