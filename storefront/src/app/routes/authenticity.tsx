import { InfoPage } from "@/features/support/components/info-page"

export function AuthenticityRoute() {
  return (
    <InfoPage title="Authentication" lead="Every piece we sell is guaranteed genuine, for life.">
      <section>
        <h2>Our examination</h2>
        <p>
          Each coin, banknote and medal is examined by our numismatists before it is listed: weight, diameter, style, die details
          and surfaces are compared with reference specimens and the standard catalogues.
        </p>
      </section>
      <section>
        <h2>Professional grading</h2>
        <p>
          Many pieces are graded and encapsulated by an independent grading service. The service and the certificate number are
          given on the item's page, so you can verify them in the service's own register.
        </p>
      </section>
      <section>
        <h2>Certificate of authenticity</h2>
        <p>
          Every order includes our signed certificate of authenticity describing each piece. Should a piece ever be proven not
          genuine, we refund its full price.
        </p>
      </section>
    </InfoPage>
  )
}
