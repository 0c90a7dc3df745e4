import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { InfoPage } from "@/features/support/components/info-page"
import { useT } from "@/i18n/react"

export function ReturnsRoute() {
  const t = useT()
  const paths = usePaths()
  return (
    <InfoPage title={t("footer.returns")} lead={t("returns.lead")}>
      <section>
        <h2>{t("returns.how")}</h2>
        <ul>
          <li>
            <Link to={paths.contact} className="underline hover:text-gold-700">
              {t("returns.contact")}
            </Link>
            {t("returns.contactRest")}
          </li>
          <li>{t("returns.condition")}</li>
          <li>{t("returns.insured")}</li>
        </ul>
      </section>
      <section>
        <h2>{t("returns.refund")}</h2>
        <p>{t("returns.refundBody")}</p>
      </section>
      <section>
        <h2>{t("returns.exceptions")}</h2>
        <p>{t("returns.exceptionsBody")}</p>
      </section>
    </InfoPage>
  )
}
