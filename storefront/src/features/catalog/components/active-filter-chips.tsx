import { X } from "lucide-react"
import type { ListingFilterKey } from "../hooks/use-listing-filters"
import type { ActiveFilter } from "../lib/active-filters"
import { useT } from "@/i18n/react"

type ActiveFilterChipsProps = { active: ActiveFilter[]; onClear: (keys: ListingFilterKey[]) => void }

/** On a phone, where the filters sit behind a button, what is in use stays in sight above the grid; each chip removes its filter. */
export function ActiveFilterChips({ active, onClear }: ActiveFilterChipsProps) {
  const t = useT()
  if (active.length === 0) return null
  return (
    <ul aria-label={t("filters.inUse")} className="flex flex-wrap gap-2 md:hidden">
      {active.map((filter) => (
        <li
          key={filter.id}
          className="inline-flex max-w-full items-center gap-1 rounded-full border border-navy-900/20 bg-white py-1 pr-1 pl-3 text-sm"
        >
          <span className="truncate">{filter.label}</span>
          <button
            type="button"
            onClick={() => onClear(filter.clears)}
            aria-label={t("filters.remove", { label: filter.label })}
            className="rounded-full p-1 hover:bg-navy-900/10 focus-visible:outline-2 focus-visible:outline-gold-500"
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  )
}
