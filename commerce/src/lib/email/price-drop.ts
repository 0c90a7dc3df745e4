import { render, type Block, type EmailContent } from "./layout"
import type { ShopSettings } from "./settings"

export type DroppedPiece = {
  title: string
  handle: string
  grade: string | null
  images: string[]
  oldCents: number
  newCents: number
}

const euros = (cents: number) => new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(cents / 100)

const absolute = (url: string, shop: ShopSettings) =>
  /^https?:\/\//.test(url) ? url : `${shop.shopUrl}/${url.replace(/^\/+/, "")}`

/** A watched piece is cheaper: its name, grade, old and new price, front image and link, and the one-click way out. */
export function priceDrop(piece: DroppedPiece, unsubscribeUrl: string, shop: ShopSettings): EmailContent {
  const front = piece.images[0]
  const blocks: Block[] = [
    { kind: "text", text: "A piece on your watch list has a lower price." },
    { kind: "heading", text: piece.title },
    ...(front ? [{ kind: "image", url: absolute(front, shop), alt: `${piece.title}, front` } as Block] : []),
    {
      kind: "rows",
      rows: [
        ["Grade", piece.grade || "Not graded"],
        ["Was", euros(piece.oldCents)],
        ["Now", euros(piece.newCents)],
      ],
    },
    { kind: "link", label: "See the piece", url: `${shop.shopUrl}/product/${encodeURIComponent(piece.handle)}` },
    { kind: "text", text: `Your watch list: ${shop.shopUrl}/account/watch-list` },
    { kind: "link", label: "Stop price e-mails for this piece", url: unsubscribeUrl },
  ]
  return render(
    `Price lowered: ${piece.title}, now ${euros(piece.newCents)}`,
    blocks,
    `${shop.name} · ${shop.shopUrl} · You receive this because you watch this piece.`
  )
}
