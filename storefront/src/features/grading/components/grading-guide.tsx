import { GRADE_LANGUAGES, GRADE_ROWS } from "@contract/grading"
import { useEffect } from "react"
import { useLocation } from "react-router-dom"
import { useT, type MessageId } from "@/i18n/react"

/** Both scales side by side: Sheldon's numbers on the left, the European grades in five languages beside them. */
export function GradingGuide() {
  const t = useT()
  const { hash } = useLocation()

  // The router does not scroll to an anchor: bring the grade's row into view and mark it.
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "center" })
  }, [hash])

  return (
    // Wider than a phone: the table scrolls sideways in its own box, which a keyboard can reach.
    <div
      role="region"
      aria-label={t("guide.region")}
      // A scrolling box a keyboard cannot reach fails axe's scrollable-region-focusable.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-navy-900/10 bg-white focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t("guide.caption")}</caption>
        <thead className="bg-parchment">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("guide.grade")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("guide.sheldon")}
            </th>
            {GRADE_LANGUAGES.map((language) => (
              <th key={language.code} scope="col" className="px-3 py-2">
                {t(`gradeLanguage.${language.code}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRADE_ROWS.map((row) => (
            <tr
              key={row.id}
              id={row.id}
              data-testid="grade-row"
              className="scroll-mt-24 border-t border-navy-900/10 align-top target:bg-gold-100"
            >
              <th scope="row" className="px-3 py-3 font-normal">
                <span className="block font-semibold">{t(`grade.${row.id}.title` as MessageId)}</span>
                <span className="block text-navy-900/70">{t(`grade.${row.id}.description` as MessageId)}</span>
              </th>
              <td className="px-3 py-3">
                {row.sheldon.map((step) => (
                  <span key={step.label} className="block whitespace-nowrap">
                    {step.label}
                  </span>
                ))}
              </td>
              {GRADE_LANGUAGES.map((language) => (
                <td key={language.code} className="px-3 py-3">
                  {row.scales[language.code].length === 0 ? (
                    <span className="text-navy-900/50">—</span>
                  ) : (
                    row.scales[language.code].map((grade) => (
                      <span key={grade.code} className="block">
                        <span className="font-semibold">{grade.code}</span> {grade.name}
                      </span>
                    ))
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
