import assert from "node:assert/strict"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import { createProductsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { NUMISMATICS_MODULE } from "../src/modules/numismatics"
import type NumismaticsModuleService from "../src/modules/numismatics/service"
import type { StoreSetup } from "../src/scripts/seed/store-setup"

// The e-mails arrive at the real SMTP server `npm test` runs (SMTP_URL), read through its JSON API.
const MAIL_URL = process.env.MAIL_URL ?? "http://127.0.0.1:1080"
export type Mail = { subject: string; text: string; html: string; headers?: Record<string, string> }

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function mailsTo(address: string, subject = /^Your want/): Promise<Mail[]> {
  const response = await fetch(`${MAIL_URL}/api/messages?to=${encodeURIComponent(address)}`)
  assert.ok(response.ok, `mail catcher answered ${response.status}`)
  return ((await response.json()) as Mail[]).filter((m) => subject.test(m.subject))
}

/** A daily want's digest ("Your want "…": 3 new pieces"), as against one piece's alert. */
export const isDigest = (subject: string) => /^Your want ".+": \d+ new pieces?$/.test(subject)

/**
 * The hourly job sends each daily want its digest at the top of the hour, in the test's Medusa
 * too. A test that counts a daily want's digests starts clear of it: when the next hour would
 * strike within `budgetMs`, it waits until the job's turn is over.
 */
export async function clearOfTheHourlyDigest(budgetMs: number) {
  const nextHour = new Date()
  nextHour.setMinutes(60, 0, 0)
  const untilThen = nextHour.getTime() - Date.now()
  if (untilThen < budgetMs) await pause(untilThen + 20_000)
}

/** Waits until `check` holds, polling; generous, as the machine may be loaded. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (check(value)) return value
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms (last: ${JSON.stringify(value).slice(0, 300)})`)
    await pause(300)
  }
}

export type PieceSpec = {
  title: string
  handle: string
  description?: string
  material?: string
  categoryId?: string
  priceEur: number
  collector?: { country?: string; period?: string; grade?: string }
}

/**
 * Lists pieces as the back office does, in one batch through Medusa's product workflow: with
 * collector data, created as drafts, given their record, then published in one update.
 */
export async function listPieces(container: MedusaContainer, setup: StoreSetup, specs: PieceSpec[]): Promise<string[]> {
  const withRecords = specs.some((spec) => spec.collector)
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: specs.map((spec) => ({
        title: spec.title,
        handle: spec.handle,
        description: spec.description,
        status: withRecords ? ProductStatus.DRAFT : ProductStatus.PUBLISHED,
        material: spec.material,
        category_ids: spec.categoryId ? [spec.categoryId] : [],
        shipping_profile_id: setup.shippingProfileId,
        images: [{ url: `http://localhost/${spec.handle}-obverse.svg` }],
        options: [{ title: "Piece", values: ["As pictured"] }],
        variants: [
          {
            title: "As pictured",
            options: { Piece: "As pictured" },
            manage_inventory: false,
            prices: [{ currency_code: "eur", amount: spec.priceEur }],
          },
        ],
        sales_channels: [{ id: setup.salesChannelId }],
      })),
    },
  })
  const ids = specs.map((spec) => result.find((p) => p.handle === spec.handle)!.id)
  if (!withRecords) return ids
  const numismatics = container.resolve<NumismaticsModuleService>(NUMISMATICS_MODULE)
  const records = await numismatics.createCollectorItems(specs.map((spec) => ({ ...spec.collector })))
  await container.resolve(ContainerRegistrationKeys.LINK).create(
    records.map((record, i) => ({
      [Modules.PRODUCT]: { product_id: ids[i] },
      [NUMISMATICS_MODULE]: { collector_item_id: record.id },
    }))
  )
  await updateProductsWorkflow(container).run({ input: { selector: { id: ids }, update: { status: ProductStatus.PUBLISHED } } })
  return ids
}

/** The wants a piece has an alert row for. */
export async function alertedWants(container: MedusaContainer, productId: string): Promise<string[]> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(`select "want_id" from "want_alert" where "product_id" = ? order by "want_id"`, [productId])
  return (rows as { want_id: string }[]).map((row) => row.want_id)
}

/** When the alerts last saw the piece listed, and at what price: set before the piece is matched. */
export async function listedPiece(container: MedusaContainer, productId: string) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(`select "price_cents", "lowered_at" from "want_listed_piece" where "product_id" = ?`, [productId])
  return (rows as { price_cents: number; lowered_at: Date | null }[])[0] ?? null
}

/** Per want: how many alert rows it has and how many of them were sent. */
export async function alertCounts(container: MedusaContainer, wantIds: string[]) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    `select "want_id", count(*)::int as "rows", count("sent_at")::int as "sent" from "want_alert"
     where "want_id" = any(?) group by 1`,
    [wantIds]
  )
  return rows as { want_id: string; rows: number; sent: number }[]
}
