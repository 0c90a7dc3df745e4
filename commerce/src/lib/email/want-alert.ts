import type { Language } from "../languages"
import { mailText, type MailText } from "./i18n"
import { render, type Block, type EmailContent } from "./layout"
import { pieceBlocks, type MailedPiece } from "./piece-blocks"
import type { ShopSettings } from "./settings"

export type AlertPiece = MailedPiece & { priceCents: number }
export type AlertWant = { name: string; listingPath: string; unsubscribeUrl: string }

function closing(m: MailText, want: AlertWant, shop: ShopSettings): Block[] {
  return [
    { kind: "text", text: m.t("wantEverything", { name: want.name, url: m.page(shop.shopUrl, want.listingPath) }) },
    { kind: "link", label: m.t("wantStop"), url: want.unsubscribeUrl },
  ]
}

const footer = (m: MailText, shop: ShopSettings) =>
  m.t("wantFooter", { shop: shop.name, url: shop.shopUrl, account: m.page(shop.shopUrl, "/account/wants") })

const priced = (m: MailText, piece: AlertPiece, shop: ShopSettings) =>
  pieceBlocks(m, piece, [[m.t("price"), m.cents(piece.priceCents)]], shop)

/** One new piece for a want whose alerts go out at once, in the collector's language. */
export function wantAlert(piece: AlertPiece, want: AlertWant, shop: ShopSettings, language?: Language): EmailContent {
  const m = mailText(language)
  return render(
    m.t("wantSubject", { name: want.name, title: piece.title, price: m.cents(piece.priceCents) }),
    [{ kind: "text", text: m.t("wantText", { name: want.name }) }, ...priced(m, piece, shop), ...closing(m, want, shop)],
    footer(m, shop)
  )
}

/** The day's pieces for a want on the daily digest, in the collector's language. */
export function wantDigest(
  pieces: AlertPiece[],
  more: number,
  want: AlertWant,
  shop: ShopSettings,
  language?: Language
): EmailContent {
  const m = mailText(language)
  const count = pieces.length + more
  return render(
    m.t("digestSubject", { name: want.name, count }),
    [
      { kind: "text", text: m.t("digestText", { name: want.name, count }) },
      ...pieces.flatMap((piece) => priced(m, piece, shop)),
      ...(more ? [{ kind: "text", text: m.t("digestMore", { more }) } as Block] : []),
      ...closing(m, want, shop),
    ],
    footer(m, shop)
  )
}
