import type { Block } from "./layout"
import type { ShopSettings } from "./settings"

/** What the e-mails about one piece show of it. */
export type MailedPiece = { title: string; handle: string; grade: string | null; images: string[] }

export const centsInEuros = (cents: number) =>
  new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(cents / 100)

const absolute = (url: string, shop: ShopSettings) =>
  /^https?:\/\//.test(url) ? url : `${shop.shopUrl}/${url.replace(/^\/+/, "")}`

/** A piece's name, front image, grade, the price rows the e-mail gives, and its link. */
export function pieceBlocks(piece: MailedPiece, priceRows: [string, string][], shop: ShopSettings): Block[] {
  const front = piece.images[0]
  return [
    { kind: "heading", text: piece.title },
    ...(front ? [{ kind: "image", url: absolute(front, shop), alt: `${piece.title}, front` } as Block] : []),
    { kind: "rows", rows: [["Grade", piece.grade || "Not graded"], ...priceRows] },
    { kind: "link", label: "See the piece", url: `${shop.shopUrl}/product/${encodeURIComponent(piece.handle)}` },
  ]
}
