import { render, type Block, type EmailContent } from "./layout"
import { centsInEuros, pieceBlocks, type MailedPiece } from "./piece-blocks"
import type { ShopSettings } from "./settings"

export type AlertPiece = MailedPiece & { priceCents: number }
export type AlertWant = { name: string; listingPath: string; unsubscribeUrl: string }

function closing(want: AlertWant, shop: ShopSettings): Block[] {
  return [
    { kind: "text", text: `Everything your want "${want.name}" finds: ${shop.shopUrl}${want.listingPath}` },
    { kind: "link", label: "Stop e-mails for this want", url: want.unsubscribeUrl },
  ]
}

const footer = (shop: ShopSettings) =>
  `${shop.name} · ${shop.shopUrl} · You receive this because you saved this want in your account (${shop.shopUrl}/account/wants).`

/** One new piece for a want whose alerts go out at once. */
export function wantAlert(piece: AlertPiece, want: AlertWant, shop: ShopSettings): EmailContent {
  return render(
    `Your want "${want.name}": ${piece.title}, ${centsInEuros(piece.priceCents)}`,
    [
      { kind: "text", text: `A piece matching your want "${want.name}" is on sale.` },
      ...pieceBlocks(piece, [["Price", centsInEuros(piece.priceCents)]], shop),
      ...closing(want, shop),
    ],
    footer(shop)
  )
}

/** The day's pieces for a want on the daily digest. */
export function wantDigest(pieces: AlertPiece[], more: number, want: AlertWant, shop: ShopSettings): EmailContent {
  const count = pieces.length + more
  return render(
    `Your want "${want.name}": ${count} new ${count === 1 ? "piece" : "pieces"}`,
    [
      {
        kind: "text",
        text: `${count} ${count === 1 ? "piece matches" : "pieces match"} your want "${want.name}" since the last e-mail.`,
      },
      ...pieces.flatMap((piece) => pieceBlocks(piece, [["Price", centsInEuros(piece.priceCents)]], shop)),
      ...(more ? [{ kind: "text", text: `And ${more} more in the listing.` } as Block] : []),
      ...closing(want, shop),
    ],
    footer(shop)
  )
}
