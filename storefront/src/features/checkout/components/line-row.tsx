import clsx from "clsx"
import { formatTotal, priceToNumber } from "@/lib/format"
import { useLanguage } from "@/i18n/react"

type LineRowProps = { name: string; quantity: number; total: string; className?: string }

/** One line of an order: name × quantity, and its total in whole euros. */
export function LineRow({ name, quantity, total, className }: LineRowProps) {
  const language = useLanguage()
  return (
    <li className={clsx("flex justify-between gap-4", className)}>
      <span>
        {name} × {quantity}
      </span>
      <span className="tabular-nums">{formatTotal(priceToNumber(total), language)}</span>
    </li>
  )
}
