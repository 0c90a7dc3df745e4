import type { OrderFilter } from "@contract/order"
import { useEffect, useRef, useState } from "react"
import { FILTER_DEBOUNCE_MS } from "@/config/constants"
import { useT, type MessageId } from "@/i18n/react"

// Beyond the spec (README): the table can be narrowed by status and searched.
const FILTERS: { value: OrderFilter | ""; label: MessageId }[] = [
  { value: "", label: "filter.all" },
  { value: "awaiting-payment", label: "filter.awaiting" },
  { value: "pending", label: "status.pending" },
  { value: "processing", label: "status.processing" },
  { value: "paid", label: "status.paid" },
  { value: "shipped", label: "status.shipped" },
  { value: "delivered", label: "status.delivered" },
  { value: "canceled", label: "status.canceled" },
]

type OrderFiltersProps = {
  status: OrderFilter | undefined
  search: string
  onChange: (filters: { status?: OrderFilter; search?: string }) => void
}

/** Status filter and search (order number, customer name or e-mail); the search waits for a pause in typing. */
export function OrderFilters({ status, search, onChange }: OrderFiltersProps) {
  const t = useT()
  const [text, setText] = useState(search)
  const latest = useRef({ status, onChange })
  useEffect(() => {
    latest.current = { status, onChange }
  })
  useEffect(() => {
    if (text.trim() === search) return
    const timer = setTimeout(
      () => latest.current.onChange({ status: latest.current.status, search: text.trim() || undefined }),
      FILTER_DEBOUNCE_MS
    )
    return () => clearTimeout(timer)
  }, [text, search])

  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-navy-900/10 px-5 py-3">
      <label className="text-sm font-medium">
        {t("filter.status")}
        <select
          className="mt-1 block rounded-md border border-navy-900/20 bg-white px-2 py-1.5 text-sm"
          value={status ?? ""}
          onChange={(e) =>
            onChange({ status: (e.target.value || undefined) as OrderFilter | undefined, search: search || undefined })
          }
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {t(f.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="max-w-full min-w-0 text-sm font-medium">
        {t("filter.search")}
        <input
          type="search"
          autoComplete="off"
          className="mt-1 block w-72 max-w-full rounded-md border border-navy-900/20 px-2 py-1.5 text-sm"
          placeholder={t("filter.placeholder")}
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
    </div>
  )
}
