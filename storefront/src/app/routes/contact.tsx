import { EmailLink, PhoneLink } from "@/features/support/components/contact-links"
import { InfoPage } from "@/features/support/components/info-page"
import { useT } from "@/i18n/react"

export function ContactRoute() {
  const t = useT()
  return (
    <InfoPage title="Contact Us" lead="Questions about a piece, an order or a valuation? Our numismatists are glad to help.">
      <section>
        <h2>Reach us</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-medium">Phone</dt>
          <dd>
            <PhoneLink withIcon={false} className="underline" />
          </dd>
          <dt className="font-medium">E-mail</dt>
          <dd>
            <EmailLink withIcon={false} className="underline" />
          </dd>
          <dt className="font-medium">Hours</dt>
          <dd>{t("site.openingHours")}</dd>
        </dl>
      </section>
      <section>
        <h2>About an order</h2>
        <p>Please have your order number at hand; it starts with #ORD- and is in your confirmation e-mail.</p>
      </section>
    </InfoPage>
  )
}
