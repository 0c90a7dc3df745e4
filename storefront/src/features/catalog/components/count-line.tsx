/** 'Showing N of M products', singular when M is 1 (spec §2). */
import { translatorFor } from "@/i18n/catalogues"
import { useT, type Translate } from "@/i18n/react"
export function countLineText(shown: number, total: number, t: Translate = translatorFor()): string {
  return t("count.line", { shown, total })
}

export function CountLine({ shown, total }: { shown: number; total: number }) {
  const t = useT()
  return (
    <p role="status" className="text-sm text-navy-900/70">
      {countLineText(shown, total, t)}
    </p>
  )
}
