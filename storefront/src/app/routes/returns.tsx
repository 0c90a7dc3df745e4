import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { InfoPage } from "@/features/support/components/info-page"

export function ReturnsRoute() {
  const paths = usePaths()
  return (
    <InfoPage title="Return Policy" lead="Not what you expected? You may return any piece within 30 days of delivery.">
      <section>
        <h2>How to return</h2>
        <ul>
          <li>
            <Link to={paths.contact} className="underline hover:text-gold-700">
              Contact us
            </Link>{" "}
            with your order number; we reply with the return address.
          </li>
          <li>
            Send the piece back in the condition you received it: in its original holder, capsule or slab, with its certificate.
          </li>
          <li>Ship it tracked and insured; the parcel remains your responsibility until it reaches us.</li>
        </ul>
      </section>
      <section>
        <h2>Refund</h2>
        <p>
          Once we have checked the piece, we refund the full price by the means you paid with, usually within five business days.
        </p>
      </section>
      <section>
        <h2>Exceptions</h2>
        <p>Pieces removed from a sealed grading-service holder, or otherwise altered, cannot be taken back.</p>
      </section>
    </InfoPage>
  )
}
