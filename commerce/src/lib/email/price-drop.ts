import { render, type Block, type EmailContent } from "./layout"
import { centsInEuros, pieceBlocks, type MailedPiece } from "./piece-blocks"
import type { ShopSettings } from "./settings"

export type DroppedPiece = MailedPiece & { oldCents: number; newCents: number }

/** A watched piece is cheaper: its name, grade, old and new price, front image and link, and the one-click way out. */
export function priceDrop(piece: DroppedPiece, unsubscribeUrl: string, shop: ShopSettings): EmailContent {
  const blocks: Block[] = [
    { kind: "text", text: "A piece on your watch list has a lower price." },
    ...pieceBlocks(
      piece,
      [
        ["Was", centsInEuros(piece.oldCents)],
        ["Now", centsInEuros(piece.newCents)],
      ],
      shop
    ),
    { kind: "text", text: `Your watch list: ${shop.shopUrl}/account/watch-list` },
    { kind: "link", label: "Stop price e-mails for this piece", url: unsubscribeUrl },
  ]
  return render(
    `Price lowered: ${piece.title}, now ${centsInEuros(piece.newCents)}`,
    blocks,
    `${shop.name} · ${shop.shopUrl} · You receive this because you watch this piece.`
  )
}
