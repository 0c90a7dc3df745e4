import { GradingGuide } from "@/features/grading/components/grading-guide"
import { InfoPage } from "@/features/support/components/info-page"
import { useT } from "@/i18n/react"

export function GradingRoute() {
  const t = useT()
  return (
    <InfoPage title={t("footer.grading")} lead={t("grading.lead")}>
      <GradingGuide />
      <section>
        <h2>{t("grading.reading")}</h2>
        <p>{t("grading.readingBody")}</p>
      </section>
    </InfoPage>
  )
}
