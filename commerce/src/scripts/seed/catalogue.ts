import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import { NUMISMATICS_MODULE } from "../../modules/numismatics"
import type NumismaticsModuleService from "../../modules/numismatics/service"
import { renderObverseSvg, renderReverseSvg, vatTreatmentOf } from "../catalogue"
import type { CatalogueItem } from "../catalogue"
import type { StoreSetup } from "./store-setup"

// Handles match the spec's category links (/products/ancient-coins ... /products/medals).
export const CATEGORIES: { name: string; handle: string }[] = [
  { name: "Ancient Coins", handle: "ancient-coins" },
  { name: "Modern Coins", handle: "modern-coins" },
  { name: "Banknotes", handle: "banknotes" },
  { name: "Medals & Tokens", handle: "medals" },
  { name: "Bullion", handle: "bullion" },
]

const BATCH = 25

export async function createCategories(container: MedusaContainer): Promise<Map<string, string>> {
  const { result } = await createProductCategoriesWorkflow(container).run({
    input: {
      product_categories: CATEGORIES.map((c, rank) => ({ ...c, rank, is_active: true, is_internal: false })),
    },
  })
  return new Map(result.map((c) => [c.name, c.id]))
}

/** Creates the items through Medusa's own workflows, in batches, with images, stock and collector data. */
export async function createItems(
  container: MedusaContainer,
  setup: StoreSetup,
  categoryIds: Map<string, string>,
  items: CatalogueItem[],
  options: { batchSize?: number; imagesOf?: (item: CatalogueItem) => string[] } = {}
): Promise<void> {
  const batchSize = options.batchSize ?? BATCH
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize)
    const images = options.imagesOf ? batch.map(options.imagesOf) : await uploadImages(container, batch)
    const { result: products } = await createProductsWorkflow(container).run({
      input: {
        products: batch.map((item, i) => ({
          title: item.title,
          handle: item.handle,
          description: item.description,
          status: ProductStatus.PUBLISHED,
          material: item.material,
          category_ids: [categoryIds.get(item.category)!],
          shipping_profile_id: setup.shippingProfileId,
          thumbnail: images[i][0],
          images: images[i].map((url) => ({ url })),
          options: [{ title: "Piece", values: ["As pictured"] }],
          variants: [
            {
              title: "As pictured",
              sku: item.handle.toUpperCase().slice(0, 60),
              options: { Piece: "As pictured" },
              manage_inventory: true,
              prices: [{ currency_code: "eur", amount: item.priceEur }],
            },
          ],
          sales_channels: [{ id: setup.salesChannelId }],
        })),
      },
    })
    await stockAndCollectorData(
      container,
      setup,
      batch,
      products.map((p) => p.id)
    )
  }
}

export async function uploadImages(container: MedusaContainer, batch: CatalogueItem[]): Promise<string[][]> {
  const files = batch.flatMap((item) => [
    { filename: `${item.handle}-obverse.svg`, content: renderObverseSvg(item) },
    { filename: `${item.handle}-reverse.svg`, content: renderReverseSvg(item) },
  ])
  const { result } = await uploadFilesWorkflow(container).run({
    input: {
      files: files.map((f) => ({
        filename: f.filename,
        mimeType: "image/svg+xml",
        content: Buffer.from(f.content, "utf8").toString("base64"),
        access: "public" as const,
      })),
    },
  })
  return batch.map((_, i) => [result[2 * i].url, result[2 * i + 1].url])
}

async function stockAndCollectorData(
  container: MedusaContainer,
  setup: StoreSetup,
  batch: CatalogueItem[],
  productIds: string[]
): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const numismatics = container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)

  const { data: products } = await query.graph({
    entity: "product",
    fields: ["id", "variants.inventory_items.inventory_item_id"],
    filters: { id: productIds },
  })
  const inventoryItemOf = new Map(products.map((p) => [p.id, p.variants[0]!.inventory_items![0]!.inventory_item_id]))
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: batch.map((item, i) => ({
        inventory_item_id: inventoryItemOf.get(productIds[i])!,
        location_id: setup.stockLocationId,
        stocked_quantity: item.stock,
      })),
    },
  })

  const records = await numismatics.createCollectorItems(
    batch.map((item) => ({
      country: item.country,
      period: item.period,
      grade: item.grade,
      denomination: item.denomination,
      year: item.year,
      mint: item.mint,
      weight_grams: item.weightGrams,
      diameter_mm: item.diameterMm,
      catalogue_ref: item.catalogueRef,
      grading_service: item.gradingService,
      certificate_number: item.certificateNumber,
      is_featured: item.isFeatured,
      is_new: item.isNew,
      vat_treatment: vatTreatmentOf(item),
    }))
  )
  await link.create(
    records.map((record, i) => ({
      [Modules.PRODUCT]: { product_id: productIds[i] },
      [NUMISMATICS_MODULE]: { collector_item_id: record.id },
    }))
  )
}
