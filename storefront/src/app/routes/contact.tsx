import { EmailLink, PhoneLink } from "@/features/support/components/contact-links"
import { InfoPage } from "@/features/support/components/info-page"
import { useT } from "@/i18n/react"

export function ContactRoute() {
  const t = useT()
  return (
    <InfoPage title={t("footer.contactUs")} lead={t("contact.lead")}>
      <section>
        <h2>{t("contact.reach")}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-medium">{t("contact.phone")}</dt>
          <dd>
            <PhoneLink withIcon={false} className="underline" />
          </dd>
          <dt className="font-medium">{t("contact.email")}</dt>
          <dd>
            <EmailLink withIcon={false} className="underline" />
          </dd>
          <dt className="font-medium">{t("contact.hours")}</dt>
          <dd>{t("site.openingHours")}</dd>
        </dl>
      </section>
      <section>
        <h2>{t("contact.order")}</h2>
        <p>{t("contact.orderBody")}</p>
      </section>
    </InfoPage>
  )
}
