import type { MailText } from "./i18n"
import type { Block } from "./layout"
import type { ShopSettings } from "./settings"

/** What the e-mails about one piece show of it. */
export type MailedPiece = { title: string; handle: string; grade: string | null; images: string[] }

const absolute = (url: string, shop: ShopSettings) =>
  /^https?:\/\//.test(url) ? url : `${shop.shopUrl}/${url.replace(/^\/+/, "")}`

/** A piece's name, front image, grade, the price rows the e-mail gives, and its link (to its page in the e-mail's language). */
export function pieceBlocks(m: MailText, piece: MailedPiece, priceRows: [string, string][], shop: ShopSettings): Block[] {
  const front = piece.images[0]
  return [
    { kind: "heading", text: piece.title },
    ...(front ? [{ kind: "image", url: absolute(front, shop), alt: m.t("pieceFront", { title: piece.title }) } as Block] : []),
    { kind: "rows", rows: [[m.t("grade"), piece.grade || m.t("notGraded")], ...priceRows] },
    { kind: "link", label: m.t("seePiece"), url: m.page(shop.shopUrl, `/product/${encodeURIComponent(piece.handle)}`) },
  ]
}
