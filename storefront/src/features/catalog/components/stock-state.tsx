import clsx from "clsx"

/** 'In stock' or 'Sold out'; the count only matters when there is more than one. */
export function StockState({ stock }: { stock: number }) {
  const available = stock > 0
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      <span aria-hidden className={clsx("size-2.5 rounded-full", available ? "bg-emerald-600" : "bg-red-600")} />
      <span className={available ? "text-emerald-800" : "text-red-700"}>{available ? "In stock" : "Sold out"}</span>
      {stock > 1 ? <span className="font-normal text-navy-900/60">({stock} available)</span> : null}
    </p>
  )
}
