import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { bulkItem } from "./catalogue"
import type { CatalogueItem } from "./catalogue"
import { createCategories, createItems, uploadImages } from "./seed/catalogue"
import { EU_REGION_NAME, SALES_CHANNEL_NAME, SHIPPING_OPTION_NAME, setUpStore } from "./seed/store-setup"

/**
 * Fills a database with BULK_COUNT varied catalogue items for benchmarks,
 * through the same Medusa workflows as the demo seed. It resumes where a
 * previous run stopped. The items of a category share one pair of images.
 */
export default async function seedBulk({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const target = Number(process.env.BULK_COUNT)
  if (!Number.isInteger(target) || target < 1) throw new Error("BULK_COUNT must be a positive whole number.")

  const salesChannels = container.resolve(Modules.SALES_CHANNEL)
  const products = container.resolve(Modules.PRODUCT)
  const [existing] = await salesChannels.listSalesChannels({ name: SALES_CHANNEL_NAME })
  let setup
  if (existing) {
    setup = await readSetup(container, existing.id)
  } else {
    setup = await setUpStore(container, false)
    await createCategories(container)
  }
  const categories = await products.listProductCategories({}, { select: ["id", "name"] })
  const categoryIds = new Map(categories.map((c) => [c.name, c.id]))
  const have = await products.listAndCountProducts({}, { take: 1 }).then(([, count]) => count)
  if (have >= target) {
    logger.info(`The database holds ${have} items already; nothing to add.`)
    return
  }

  const sample = new Map<string, string[]>()
  for (let i = 0; sample.size < categoryIds.size; i++) {
    const item = bulkItem(i)
    if (!sample.has(item.category)) sample.set(item.category, (await uploadImages(container, [item]))[0])
  }

  const started = Date.now()
  const chunk = 1000
  for (let from = have; from < target; from += chunk) {
    const items: CatalogueItem[] = []
    for (let i = from; i < Math.min(from + chunk, target); i++) items.push(bulkItem(i))
    await createItems(container, setup, categoryIds, items, { batchSize: 250, imagesOf: (item) => sample.get(item.category)! })
    const done = Math.min(from + chunk, target)
    const rate = (done - have) / ((Date.now() - started) / 1000)
    logger.info(`${done} / ${target} items (${rate.toFixed(0)} items/s)`)
  }
  const seconds = (Date.now() - started) / 1000
  logger.info(`Added ${target - have} items in ${seconds.toFixed(0)} s: ${((target - have) / seconds).toFixed(0)} items/s.`)
}

async function readSetup(container: ExecArgs["container"], salesChannelId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: regions } = await query.graph({ entity: "region", fields: ["id"], filters: { name: EU_REGION_NAME } })
  const { data: locations } = await query.graph({ entity: "stock_location", fields: ["id"] })
  const { data: profiles } = await query.graph({ entity: "shipping_profile", fields: ["id"] })
  const { data: options } = await query.graph({
    entity: "shipping_option",
    fields: ["id"],
    filters: { name: SHIPPING_OPTION_NAME },
  })
  return {
    regionId: regions[0]!.id,
    salesChannelId,
    stockLocationId: locations[0]!.id,
    shippingProfileId: profiles[0]!.id,
    shippingOptionId: options[0]!.id,
    publishableKey: "",
  }
}
