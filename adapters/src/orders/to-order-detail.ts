import type { OrderDetail } from "../contract/order.js"
import type { MedusaOrderDetail } from "../mapping/medusa-order.js"
import { PLACEHOLDER_IMAGE, toShopImageUrl } from "../mapping/image-url.js"
import { tableRowToShopOrder } from "../mapping/to-shop-order.js"

/**
 * Turns Medusa's order page into the contract's OrderDetail: the dashboard's Order (one
 * mapping for both) and the page's own parts, pictures made same-origin. Pure.
 */
export function toOrderDetail(detail: MedusaOrderDetail, medusaUrl: string): OrderDetail {
  const address = detail.shipping_address
  return {
    ...tableRowToShopOrder(detail.order),
    customerPhone: detail.customer_phone,
    shippingAddress: address && {
      name: address.name,
      company: address.company,
      address1: address.address_1,
      address2: address.address_2,
      postalCode: address.postal_code,
      city: address.city,
      province: address.province,
      countryCode: address.country_code,
      phone: address.phone,
    },
    shippingMethod: detail.shipping_method,
    pieces: detail.items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      handle: item.handle,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      total: item.total,
      frontImageUrl: item.image_url ? toShopImageUrl(item.image_url, medusaUrl) : PLACEHOLDER_IMAGE,
      grade: item.grade,
      gradingService: item.grading_service,
      certificateNumber: item.certificate_number,
      catalogueReference: item.catalogue_ref,
    })),
    totals: {
      items: detail.totals.items,
      shipping: detail.totals.shipping,
      total: detail.totals.total,
      currencyCode: detail.totals.currency_code.toUpperCase(),
    },
    bankPayments: detail.bank_payments.map((p) => ({
      amount: p.amount,
      receivedAt: p.received_at,
      bankReference: p.bank_reference,
      source: p.source,
    })),
    captures: detail.captures,
    refunds: detail.refunds,
    timeline: detail.timeline,
  }
}
