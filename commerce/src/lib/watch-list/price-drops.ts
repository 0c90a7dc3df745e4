import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { eurPrice, type ProductGraphRow } from "../../modules/catalogue-index/projection"
import { WATCH_LIST_MODULE } from "../../modules/watch-list"
import type WatchListModuleService from "../../modules/watch-list/service"
import { priceDrop } from "../email/price-drop"
import { sendEmail } from "../email/send"
import { shopSettings } from "../email/settings"
import { keptLanguage } from "../languages"
import { translatedNames } from "../translated-names"
import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeSecret } from "../unsubscribe-token"

/** The purpose the unsubscribe links of price-drop e-mails are signed for. */
export const WATCH_UNSUBSCRIBE = "watch-price-alerts"

const FIELDS = [
  "id",
  "handle",
  "title",
  "images.url",
  "images.rank",
  "collector_item.grade",
  "variants.prices.amount",
  "variants.prices.currency_code",
  "variants.prices.price_rules.id",
]

type Piece = ProductGraphRow & { collector_item?: { grade?: string | null } | null }

const cents = (euros: number) => Math.round(euros * 100)

/**
 * Compares each watched piece's price with the one its watcher last knew: a lower
 * price e-mails the watcher once (the notification's idempotency key names the entry
 * and both prices), a higher one only moves the mark. Each entry is handled under
 * Medusa's lock on it, so two events for one change never send twice.
 */
export async function tellPriceDrops(container: MedusaContainer, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)]
  if (!ids.length) return
  const watch = container.resolve<WatchListModuleService>(WATCH_LIST_MODULE)
  const entries = await watch.listWatchEntries({ product_id: ids }, { select: ["id", "product_id"] })
  if (!entries.length) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: FIELDS, filters: { id: ids } })
  const pieces = new Map((data as Piece[]).map((piece) => [piece.id, piece]))
  const locking = container.resolve(Modules.LOCKING)
  for (const { id, product_id } of entries) {
    const piece = pieces.get(product_id)
    const price = piece ? eurPrice(piece) : null
    if (!piece || price === null) continue
    await locking.execute(`watch-entry:${id}`, () => tellOne(container, id, piece, cents(price)), { timeout: 20 })
  }
}

async function tellOne(container: MedusaContainer, entryId: string, piece: Piece, nowCents: number): Promise<void> {
  const watch = container.resolve<WatchListModuleService>(WATCH_LIST_MODULE)
  // Read again inside the lock: another event may have told the watcher already.
  const [entry] = await watch.listWatchEntries({ id: entryId })
  if (!entry) return
  const seen = entry.price_seen_cents
  if (seen === nowCents) return
  if (seen === null || nowCents > seen || !entry.price_alerts) {
    await watch.updateWatchEntries({ id: entry.id, price_seen_cents: nowCents })
    return
  }
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(entry.customer_id)
  if (!customer.email) return
  const shop = shopSettings()
  const token = signUnsubscribeToken(WATCH_UNSUBSCRIBE, entry.id, unsubscribeSecret(container))
  const language = keptLanguage(customer.metadata)
  const name = await translatedNames(container, "product", "title", [piece.id])
  const images = [...(piece.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url)
  const sent = await sendEmail(container, {
    to: customer.email,
    template: "watch-price-drop",
    idempotencyKey: `watch-price-drop:${entry.id}:${seen}:${nowCents}`,
    content: priceDrop(
      {
        title: name(language, piece.id, piece.title),
        handle: piece.handle,
        grade: piece.collector_item?.grade ?? null,
        images,
        oldCents: seen,
        newCents: nowCents,
      },
      `${shop.shopUrl}/watch-list/unsubscribe?token=${token}`,
      shop,
      language
    ),
    headers: unsubscribeHeaders(`${shop.shopUrl}/watch-list/unsubscribe?token=${token}`),
  })
  if (sent) await watch.updateWatchEntries({ id: entry.id, price_seen_cents: nowCents })
}
