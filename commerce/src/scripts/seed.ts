import { writeFileSync } from "node:fs"
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { demoCatalogue } from "./catalogue"
import { createCategories, createItems } from "./seed/catalogue"
import { seedCustomersAndOrders } from "./seed/orders"
import { SALES_CHANNEL_NAME, setUpStore } from "./seed/store-setup"
import { setUpLanguages, translateCatalogue } from "./seed/translations"

/**
 * Seeds the demo shop once: store, region, shipping, the demo catalogue and a
 * dozen orders. Run again on a seeded database, it only adds the catalogue's German and French
 * texts if the shop has none yet, and reports the publishable key. SEED_OUTPUT names a file to
 * write that report to.
 */
export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const salesChannels = container.resolve(Modules.SALES_CHANNEL)
  const [existing] = await salesChannels.listSalesChannels({ name: SALES_CHANNEL_NAME })
  if (existing) {
    // A shop seeded before it had German and French gets them once (docs/decisions/245).
    await setUpLanguages(container)
    const translated = await translateCatalogue(container)
    if (translated) logger.info(`Seeded ${translated} German and French texts of the catalogue and its shipping options.`)
    logger.info("The shop is seeded already; nothing else to do.")
    return report(await publishableKeyOf(container, existing.id))
  }

  const started = Date.now()
  const setup = await setUpStore(container, Boolean(process.env.STRIPE_API_KEY))
  const categoryIds = await createCategories(container)
  const items = demoCatalogue()
  await createItems(container, setup, categoryIds, items)
  logger.info(`Seeded ${items.length} catalogue items.`)
  await setUpLanguages(container)
  logger.info(`Seeded ${await translateCatalogue(container)} German and French texts of the catalogue and its shipping options.`)

  // The demo orders buy pieces that stay for sale afterwards when they can: first
  // the items with more than one in stock, then unique ones (which then sell out).
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const ordered = [...items].sort((a, b) => b.stock - a.stock).map((i) => i.handle)
  const { data: products } = await query.graph({
    entity: "product",
    fields: ["handle", "variants.id"],
    filters: { handle: ordered.slice(0, 30) },
  })
  const variantOf = new Map(products.map((p) => [p.handle, p.variants[0]!.id]))
  await seedCustomersAndOrders(
    container,
    setup,
    ordered
      .slice(0, 30)
      .map((h) => variantOf.get(h)!)
      .filter(Boolean)
  )
  logger.info(`Seeded the demo shop in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  report(setup.publishableKey)
}

async function publishableKeyOf(container: ExecArgs["container"], salesChannelId: string): Promise<string> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "api_key",
    fields: ["token", "sales_channels.id"],
    filters: { type: "publishable", revoked_at: null },
  })
  const key = data.find((k) => k.sales_channels?.some((sc: { id: string } | null) => sc?.id === salesChannelId))
  if (!key) throw new Error(`No publishable key is linked to the sales channel "${SALES_CHANNEL_NAME}".`)
  return key.token
}

function report(publishableKey: string) {
  if (process.env.SEED_OUTPUT) {
    writeFileSync(process.env.SEED_OUTPUT, JSON.stringify({ publishableKey }, null, 2))
  }
}
