import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { StoredCollectorItem } from "../../../modules/numismatics/stored-item"

export type ProductFaces = {
  product_id: string
  thumbnail: string | null
  /** The product's images by rank: the first is the obverse, the second the reverse. */
  images: { id: string; url: string }[]
}

type ProductRow = {
  id: string
  thumbnail?: string | null
  images?: ({ id: string; url: string; rank?: number | null } | null)[] | null
  collector_item?: StoredCollectorItem | null
}

async function loadProduct(container: MedusaContainer, productId: string): Promise<ProductRow> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "thumbnail", "images.id", "images.url", "images.rank", "collector_item.*"],
    filters: { id: productId },
  })
  const product = data[0] as ProductRow | undefined
  if (!product) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with id "${productId}" not found`)
  return product
}

/** The product's collector record as stored, or null when it has none yet. */
export const loadCollectorItemStep = createStep("load-collector-item", async (input: { product_id: string }, { container }) => {
  const product = await loadProduct(container, input.product_id)
  return new StepResponse(product.collector_item ?? null)
})

/** The product's images in rank order, and its thumbnail. */
export const loadProductFacesStep = createStep("load-product-faces", async (input: { product_id: string }, { container }) => {
  const product = await loadProduct(container, input.product_id)
  const images = (product.images ?? [])
    .flatMap((image) => (image ? [image] : []))
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map(({ id, url }) => ({ id, url }))
  const faces: ProductFaces = { product_id: product.id, thumbnail: product.thumbnail ?? null, images }
  return new StepResponse(faces)
})
