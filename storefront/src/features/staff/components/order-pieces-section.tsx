import type { OrderDetail, OrderPiece } from "@contract/order"
import { Thumbnail } from "@/components/ui/thumbnail"
import { formatEuros } from "../lib/order-display"
import { Fact, OrderSection } from "./order-section"
import { useLanguage, useT } from "@/i18n/react"

/** Every piece with what it is checked by when packed (grade, certificate, catalogue number), then the totals. */
export function OrderPiecesSection({ order }: { order: OrderDetail }) {
  const t = useT()
  const euros = useEuros()
  return (
    <OrderSection id="order-pieces" title={t("pieces.title", { count: order.pieces.length })}>
      <ul className="divide-y divide-navy-900/10">
        {order.pieces.map((piece) => (
          <PieceRow key={piece.id} piece={piece} />
        ))}
      </ul>
      <dl className="mt-3 border-t border-navy-900/10 pt-3 text-sm" data-testid="order-totals">
        <Fact term={t("pieces.items")}>{euros(order.totals.items)}</Fact>
        <Fact term={t("pieces.shipping")}>{euros(order.totals.shipping)}</Fact>
        <div className="flex justify-between gap-4 pt-2 text-base font-semibold">
          <dt>{t("pieces.total")}</dt>
          <dd className="tabular-nums">{euros(order.totals.total)}</dd>
        </div>
      </dl>
    </OrderSection>
  )
}

function useEuros() {
  const language = useLanguage()
  return (amount: string) => formatEuros(Number(amount), language)
}

function PieceRow({ piece }: { piece: OrderPiece }) {
  const t = useT()
  const euros = useEuros()
  const certificate = [piece.gradingService, piece.certificateNumber].filter(Boolean).join(" ")
  return (
    <li className="flex gap-3 py-3" data-testid="order-piece">
      <Thumbnail src={piece.frontImageUrl} alt={piece.name} />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex items-start justify-between gap-3">
          <p className="font-medium leading-snug">
            {piece.name}
            {piece.quantity > 1 && <span className="text-navy-900/60"> × {piece.quantity}</span>}
          </p>
          <p className="font-medium whitespace-nowrap tabular-nums">{euros(piece.total)}</p>
        </div>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-navy-900/80">
          <dt className="text-navy-900/60">{t("pieces.grade")}</dt>
          <dd>{piece.grade ?? "—"}</dd>
          <dt className="text-navy-900/60">{t("pieces.certificate")}</dt>
          <dd>{certificate || "—"}</dd>
          <dt className="text-navy-900/60">{t("pieces.catalogue")}</dt>
          <dd>{piece.catalogueReference ?? "—"}</dd>
        </dl>
      </div>
    </li>
  )
}
