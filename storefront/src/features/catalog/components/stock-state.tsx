import clsx from "clsx"
import { useT } from "@/i18n/react"

/** 'In stock' or 'Sold out'; the count only matters when there is more than one. */
export function StockState({ stock }: { stock: number }) {
  const t = useT()
  const available = stock > 0
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      <span aria-hidden className={clsx("size-2.5 rounded-full", available ? "bg-emerald-600" : "bg-red-600")} />
      <span className={available ? "text-emerald-800" : "text-red-700"}>{available ? t("stock.in") : t("stock.out")}</span>
      {stock > 1 ? <span className="font-normal text-navy-900/60">{t("stock.available", { count: stock })}</span> : null}
    </p>
  )
}
