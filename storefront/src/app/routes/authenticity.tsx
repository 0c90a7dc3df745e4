import { useT } from "@/i18n/react"
import { InfoPage } from "@/features/support/components/info-page"

export function AuthenticityRoute() {
  const t = useT()
  return (
    <InfoPage title={t("footer.authenticity")} lead={t("auth.lead")}>
      <section>
        <h2>{t("auth.examination")}</h2>
        <p>{t("auth.examinationBody")}</p>
      </section>
      <section>
        <h2>{t("auth.grading")}</h2>
        <p>{t("auth.gradingBody")}</p>
      </section>
      <section>
        <h2>{t("auth.certificate")}</h2>
        <p>{t("auth.certificateBody")}</p>
      </section>
    </InfoPage>
  )
}
