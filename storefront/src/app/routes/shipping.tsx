import { InfoPage } from "@/features/support/components/info-page"

export function ShippingRoute() {
  return (
    <InfoPage title="Shipping Information" lead="Every parcel leaves our vault tracked and insured for its full value.">
      <section>
        <h2>Costs</h2>
        <p>
          Delivery is free for orders over €50 within the European Union. Below that amount, and outside the EU, the cost is shown
          at checkout before you pay.
        </p>
      </section>
      <section>
        <h2>Packing</h2>
        <ul>
          <li>Coins travel in their holders or capsules, slabs in padded sleeves; banknotes flat between stiff boards.</li>
          <li>Parcels are discreet: the outside never mentions coins or their value.</li>
        </ul>
      </section>
      <section>
        <h2>Tracking and insurance</h2>
        <p>
          You receive the tracking number by e-mail as soon as your order is shipped. A signature is required on delivery; should
          a parcel be lost or damaged in transit, the insurance covers its full value.
        </p>
      </section>
      <section>
        <h2>Express delivery</h2>
        <p>
          Express delivery is available for most destinations; contact us before ordering if you need a piece by a given date.
        </p>
      </section>
    </InfoPage>
  )
}
