import { Sparkles, X } from "lucide-react"
import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { useNewSinceVisitCount } from "../api/get-new-since-visit"
import { useT } from "@/i18n/react"

/** The home page's "12 new pieces since your last visit", for a signed-in collector with something new. */
export function NewSinceVisitNotice({ collector }: { collector: string | null }) {
  const t = useT()
  const paths = usePaths()
  const { data: count } = useNewSinceVisitCount(collector)
  if (!collector || !count) return null
  return (
    <Link
      to={paths.products({ newSinceVisit: true })}
      className="inline-flex items-center gap-2 rounded-full border border-gold-500 bg-parchment px-4 py-2 font-medium text-navy-900 hover:underline"
    >
      <Sparkles className="size-4" aria-hidden />
      {t("newSince.notice", { count })}
    </Link>
  )
}

/** The listing's "new since your last visit" filter, removed with its button. */
export function NewSinceVisitChip({ onRemove }: { onRemove: () => void }) {
  const t = useT()
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-gold-500 bg-parchment px-3 py-1 text-sm">
      {t("newSince.chip")}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t("newSince.remove")}
        className="rounded-full p-0.5 hover:bg-gold-700/20 focus-visible:outline-2"
      >
        <X className="size-4" aria-hidden />
      </button>
    </p>
  )
}
