import type { OrderDetail } from "@contract/order"
import { countryNameOf, formatEuros } from "../lib/order-display"
import { Fact, OrderSection } from "./order-section"

/** Who ordered, and where and how the parcel goes: what staff need to pack and to answer the customer. */
export function OrderCustomerSection({ order }: { order: OrderDetail }) {
  const address = order.shippingAddress
  return (
    <OrderSection id="order-customer" title="Customer and shipping">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="text-sm leading-6">
          <h3 className="text-xs font-semibold tracking-wide text-navy-900/60 uppercase">Customer</h3>
          <p className="font-medium">{order.customerName}</p>
          <p>
            <a
              className="underline decoration-navy-900/30 [overflow-wrap:anywhere] hover:decoration-gold-500"
              href={`mailto:${order.customerEmail}`}
            >
              {order.customerEmail}
            </a>
          </p>
          {order.customerPhone ? <p>{order.customerPhone}</p> : <p className="text-navy-900/60">No phone given</p>}
        </div>
        <div className="text-sm leading-6">
          <h3 className="text-xs font-semibold tracking-wide text-navy-900/60 uppercase">Ship to</h3>
          {address ? (
            <address className="not-italic" data-testid="shipping-address">
              <span className="block font-medium">{address.name}</span>
              {address.company && <span className="block">{address.company}</span>}
              <span className="block">{address.address1}</span>
              {address.address2 && <span className="block">{address.address2}</span>}
              <span className="block">{[address.postalCode, address.city].filter(Boolean).join(" ")}</span>
              {address.province && <span className="block">{address.province}</span>}
              <span className="block">{countryNameOf(address.countryCode)}</span>
              {address.phone && <span className="block">Phone {address.phone}</span>}
            </address>
          ) : (
            <p className="text-navy-900/60">No shipping address</p>
          )}
        </div>
      </div>
      <dl className="mt-4 border-t border-navy-900/10 pt-3 text-sm">
        <Fact term="Shipping method">
          {order.shippingMethod
            ? `${order.shippingMethod.name} · ${formatEuros(Number(order.shippingMethod.amount))}`
            : "None chosen"}
        </Fact>
        <Fact term="Carrier">{order.carrier ?? "—"}</Fact>
        <Fact term="Tracking number">
          <span className="font-mono">{order.trackingNumber ?? "—"}</span>
        </Fact>
      </dl>
    </OrderSection>
  )
}
