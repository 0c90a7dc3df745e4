import type { OrderDetail } from "@contract/order"
import { countryNameOf, formatEuros } from "../lib/order-display"
import { Fact, OrderSection } from "./order-section"
import { useLanguage, useT } from "@/i18n/react"

/** Who ordered, and where and how the parcel goes: what staff need to pack and to answer the customer. */
export function OrderCustomerSection({ order }: { order: OrderDetail }) {
  const t = useT()
  const language = useLanguage()
  const address = order.shippingAddress
  return (
    <OrderSection id="order-customer" title={t("customer.section")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="text-sm leading-6">
          <h3 className="text-xs font-semibold tracking-wide text-navy-900/60 uppercase">{t("customer.customer")}</h3>
          <p className="font-medium">{order.customerName}</p>
          <p>
            <a
              className="underline decoration-navy-900/30 [overflow-wrap:anywhere] hover:decoration-gold-500"
              href={`mailto:${order.customerEmail}`}
            >
              {order.customerEmail}
            </a>
          </p>
          {order.customerPhone ? <p>{order.customerPhone}</p> : <p className="text-navy-900/60">{t("customer.noPhone")}</p>}
        </div>
        <div className="text-sm leading-6">
          <h3 className="text-xs font-semibold tracking-wide text-navy-900/60 uppercase">{t("customer.shipTo")}</h3>
          {address ? (
            <address className="not-italic" data-testid="shipping-address">
              <span className="block font-medium">{address.name}</span>
              {address.company && <span className="block">{address.company}</span>}
              <span className="block">{address.address1}</span>
              {address.address2 && <span className="block">{address.address2}</span>}
              <span className="block">{[address.postalCode, address.city].filter(Boolean).join(" ")}</span>
              {address.province && <span className="block">{address.province}</span>}
              <span className="block">{countryNameOf(address.countryCode, language)}</span>
              {address.phone && <span className="block">{t("customer.phone", { phone: address.phone })}</span>}
            </address>
          ) : (
            <p className="text-navy-900/60">{t("customer.noAddress")}</p>
          )}
        </div>
      </div>
      <dl className="mt-4 border-t border-navy-900/10 pt-3 text-sm">
        <Fact term={t("customer.method")}>
          {order.shippingMethod
            ? `${order.shippingMethod.name} · ${formatEuros(Number(order.shippingMethod.amount), language)}`
            : t("customer.noneChosen")}
        </Fact>
        <Fact term={t("customer.carrier")}>{order.carrier ?? "—"}</Fact>
        <Fact term={t("customer.tracking")}>
          <span className="font-mono">{order.trackingNumber ?? "—"}</span>
        </Fact>
      </dl>
    </OrderSection>
  )
}
