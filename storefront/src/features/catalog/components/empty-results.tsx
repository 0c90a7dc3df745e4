import { SearchX } from "lucide-react"
import { useT } from "@/i18n/react"

export function EmptyResults() {
  const t = useT()
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-navy-900/20 bg-white px-6 py-16 text-center">
      <SearchX className="size-10 text-gold-600" aria-hidden />
      <h2 className="text-xl font-semibold">{t("empty.title")}</h2>
      <p className="text-navy-900/70">{t("empty.body")}</p>
    </div>
  )
}
