import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { storedCollectorItem, type StoredCollectorItem } from "../../../../../modules/numismatics/stored-item"

type Face = { id: string; url: string }

/** What the back office shows about a product's collector data and its two faces. */
export type CollectorView = {
  product_id: string
  collector_item: StoredCollectorItem | null
  /** Images by rank: rank 0 is shown to shoppers as the obverse, rank 1 as the reverse. */
  faces: { obverse: Face | null; reverse: Face | null; other_images: number }
}

type Row = {
  id: string
  images?: ({ id: string; url: string; rank?: number | null } | null)[] | null
  collector_item?: StoredCollectorItem | null
}

export async function collectorView(scope: MedusaContainer, productId: string): Promise<CollectorView> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "images.id", "images.url", "images.rank", "collector_item.*"],
    filters: { id: productId },
  })
  const product = data[0] as Row | undefined
  if (!product) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with id "${productId}" not found`)
  const images = (product.images ?? [])
    .flatMap((image) => (image ? [image] : []))
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map(({ id, url }) => ({ id, url }))
  const item = product.collector_item
  return {
    product_id: product.id,
    collector_item: item ? storedCollectorItem(item) : null,
    faces: { obverse: images[0] ?? null, reverse: images[1] ?? null, other_images: Math.max(0, images.length - 2) },
  }
}
