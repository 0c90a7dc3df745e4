import type { Language } from "../languages"
import { mailText } from "./i18n"
import { render, type Block, type EmailContent } from "./layout"
import { pieceBlocks, type MailedPiece } from "./piece-blocks"
import type { ShopSettings } from "./settings"

export type DroppedPiece = MailedPiece & { oldCents: number; newCents: number }

/**
 * A watched piece is cheaper: its name, grade, old and new price, front image and link, and the
 * one-click way out; in the watcher's language.
 */
export function priceDrop(piece: DroppedPiece, unsubscribeUrl: string, shop: ShopSettings, language?: Language): EmailContent {
  const m = mailText(language)
  const blocks: Block[] = [
    { kind: "text", text: m.t("dropText") },
    ...pieceBlocks(
      m,
      piece,
      [
        [m.t("dropWas"), m.cents(piece.oldCents)],
        [m.t("dropNow"), m.cents(piece.newCents)],
      ],
      shop
    ),
    { kind: "text", text: m.t("dropWatchList", { url: m.page(shop.shopUrl, "/account/watch-list") }) },
    { kind: "link", label: m.t("dropStop"), url: unsubscribeUrl },
  ]
  return render(
    m.t("dropSubject", { title: piece.title, price: m.cents(piece.newCents) }),
    blocks,
    m.t("dropFooter", { shop: shop.name, url: shop.shopUrl })
  )
}
