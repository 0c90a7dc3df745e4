import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  PRODUCT_GRAPH_FIELDS,
  toProductDocument,
  type ProductDocument,
  type ProductGraphRow,
} from "../../modules/catalogue-index/projection"
import { WANTS_MODULE } from "../../modules/wants"
import { pieceForWants } from "../../modules/wants/matching"
import type WantsModuleService from "../../modules/wants/service"
import { sendEmail } from "../email/send"
import { shopSettings } from "../email/settings"
import { wantAlert, type AlertPiece } from "../email/want-alert"
import { keptLanguage, type Language } from "../languages"
import { translatedNames, type NameIn } from "../translated-names"
import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeSecret } from "../unsubscribe-token"
import { listingPath } from "./listing-link"

/** The purpose the unsubscribe links of want alerts are signed for. */
export const WANT_UNSUBSCRIBE = "want-alerts"

type Want = Awaited<ReturnType<WantsModuleService["listWants"]>>[number]

/** On sale: published, priced in euros, in stock and in a sales channel. */
export const onSale = (doc: ProductDocument) =>
  doc.status === "published" && doc.price !== null && doc.stock > 0 && doc.sales_channel_ids.length > 0

/** The pieces as the catalogue projects them, read from Medusa itself; a removed piece is absent. */
export async function piecesOf(container: MedusaContainer, productIds: string[]): Promise<ProductDocument[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: PRODUCT_GRAPH_FIELDS, filters: { id: productIds } })
  return (data as ProductGraphRow[]).map(toProductDocument)
}

/** A piece as an alert shows it, named in the collector's language (English when it has no translation). */
export const alertPiece = (doc: ProductDocument, name: NameIn, language: Language | undefined): AlertPiece => ({
  title: name(language, doc.id, doc.title),
  handle: doc.handle,
  grade: doc.grade,
  images: doc.images,
  priceCents: Math.round((doc.price ?? 0) * 100),
})

/** The link that turns one want's e-mails off, and the want's part of an e-mail. */
export function alertWant(container: MedusaContainer, want: Want) {
  const shop = shopSettings()
  const token = signUnsubscribeToken(WANT_UNSUBSCRIBE, want.id, unsubscribeSecret(container))
  return { name: want.name, listingPath: listingPath(want), unsubscribeUrl: `${shop.shopUrl}/wants/unsubscribe?token=${token}` }
}

/** Where each customer's e-mails go, and in which language (English when none is kept). */
export type Recipient = { email: string; language?: Language }

export async function recipientsOf(container: MedusaContainer, customerIds: string[]): Promise<Map<string, Recipient>> {
  const customers = await container
    .resolve(Modules.CUSTOMER)
    .listCustomers({ id: [...new Set(customerIds)] }, { select: ["id", "email", "metadata"], take: null })
  return new Map(
    customers.flatMap((c) =>
      c.email ? [[c.id, { email: c.email, language: keptLanguage(c.metadata) }] as [string, Recipient]] : []
    )
  )
}

/**
 * A catalogue event for these pieces: each piece on sale is noted (first seen listed, or
 * its price lowered) and matched against every want in one statement, which records one
 * alert row per new (want, piece) pair before anything is sent. Wants alerting at once
 * are e-mailed now; daily ones wait for the digest (digests.ts).
 */
export async function alertWants(container: MedusaContainer, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)]
  if (!ids.length) return
  for (let start = 0; start < ids.length; start += 100) await alertBatch(container, ids.slice(start, start + 100))
}

async function alertBatch(container: MedusaContainer, ids: string[]): Promise<void> {
  const wants = container.resolve<WantsModuleService>(WANTS_MODULE)
  const documents = await piecesOf(container, ids)
  const found = new Set(documents.map((doc) => doc.id))
  for (const id of ids.filter((id) => !found.has(id))) await wants.notePieceUnlisted(id)
  for (const doc of documents) {
    if (!onSale(doc)) {
      await wants.notePieceUnlisted(doc.id)
      continue
    }
    const newsAt = await wants.notePieceListed(doc.id, Math.round(doc.price! * 100))
    const alerts = await wants.recordMatches(pieceForWants(doc, newsAt))
    if (alerts.length) await sendAtOnce(container, doc, alerts)
  }
}

async function sendAtOnce(container: MedusaContainer, doc: ProductDocument, alerts: { id: string; want_id: string }[]) {
  const wants = container.resolve<WantsModuleService>(WANTS_MODULE)
  const atOnce = await wants.listWants({ id: alerts.map((a) => a.want_id), alerts: "instant" }, { take: null })
  if (!atOnce.length) return
  const recipients = await recipientsOf(
    container,
    atOnce.map((w) => w.customer_id)
  )
  const alertOf = new Map(alerts.map((a) => [a.want_id, a.id]))
  const name = await translatedNames(container, "product", "title", [doc.id])
  const sent: string[] = []
  for (const want of atOnce) {
    const to = recipients.get(want.customer_id)
    const alertId = alertOf.get(want.id)!
    if (!to) continue
    const part = alertWant(container, want)
    const ok = await sendEmail(container, {
      to: to.email,
      template: "want-alert",
      idempotencyKey: `want-alert:${alertId}`,
      content: wantAlert(alertPiece(doc, name, to.language), part, shopSettings(), to.language),
      headers: unsubscribeHeaders(part.unsubscribeUrl),
    })
    if (ok) sent.push(alertId)
  }
  await wants.markAlertsSent(sent)
}
