import { useT } from "@/i18n/react"
import { InfoPage } from "@/features/support/components/info-page"

export function ShippingRoute() {
  const t = useT()
  return (
    <InfoPage title={t("footer.shipping")} lead={t("shipping.lead")}>
      <section>
        <h2>{t("shipping.costs")}</h2>
        <p>{t("shipping.costsBody")}</p>
      </section>
      <section>
        <h2>{t("shipping.packing")}</h2>
        <ul>
          <li>{t("shipping.packing1")}</li>
          <li>{t("shipping.packing2")}</li>
        </ul>
      </section>
      <section>
        <h2>{t("shipping.tracking")}</h2>
        <p>{t("shipping.trackingBody")}</p>
      </section>
      <section>
        <h2>{t("shipping.express")}</h2>
        <p>{t("shipping.expressBody")}</p>
      </section>
    </InfoPage>
  )
}
