import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  capturePaymentWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createCustomersWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
  updateOrderWorkflow,
} from "@medusajs/medusa/core-flows"
import { rebuildOrderRows } from "../../modules/order-rows/rows"
import type { StoreSetup } from "./store-setup"
import { issueInvoice } from "../../lib/invoices/issue"
import { readOrder } from "../../lib/orders/read-order"

type SeededOrder = {
  items: { id: string; quantity: unknown }[]
  payment_collections: { payments: { id: string }[] }[]
}

export type DemoState = "awaiting-transfer" | "processing" | "paid" | "shipped" | "delivered"

export type Person = { first_name: string; last_name: string; email: string; city: string; country_code: string }

const CUSTOMERS: Person[] = [
  { first_name: "Claire", last_name: "Dubois", email: "claire.dubois@example.com", city: "Lyon", country_code: "fr" },
  { first_name: "Matthias", last_name: "Keller", email: "matthias.keller@example.com", city: "München", country_code: "de" },
  { first_name: "Giulia", last_name: "Romano", email: "giulia.romano@example.com", city: "Firenze", country_code: "it" },
  { first_name: "Pieter", last_name: "de Vries", email: "pieter.devries@example.com", city: "Utrecht", country_code: "nl" },
  { first_name: "Ana", last_name: "Ferreira", email: "ana.ferreira@example.com", city: "Porto", country_code: "pt" },
]

// A dozen orders in every state the dashboard knows, each placed as a shopper would.
const ORDERS: { customer: number; items: number; state: DemoState }[] = [
  { customer: 0, items: 2, state: "awaiting-transfer" },
  { customer: 1, items: 1, state: "awaiting-transfer" },
  { customer: 2, items: 1, state: "awaiting-transfer" },
  { customer: 3, items: 1, state: "processing" },
  { customer: 4, items: 2, state: "processing" },
  { customer: 0, items: 1, state: "paid" },
  { customer: 1, items: 3, state: "paid" },
  { customer: 2, items: 1, state: "paid" },
  { customer: 3, items: 2, state: "shipped" },
  { customer: 4, items: 1, state: "shipped" },
  { customer: 0, items: 1, state: "delivered" },
  { customer: 1, items: 2, state: "delivered" },
]

/** Variant ids to buy, one per line, taken in order from the catalogue. */
export async function seedCustomersAndOrders(container: MedusaContainer, setup: StoreSetup, variantIds: string[]) {
  const { result: customers } = await createCustomersWorkflow(container).run({
    input: {
      customersData: CUSTOMERS.map(({ first_name, last_name, email }) => ({ first_name, last_name, email })),
    },
  })
  let next = 0
  for (const order of ORDERS) {
    const person = CUSTOMERS[order.customer]
    const lines = variantIds.slice(next, next + order.items)
    next += order.items
    const orderId = await placeOrder(container, setup, customers[order.customer].id, person, lines)
    await advance(container, orderId, order.state)
  }
  // A script runs without subscribers: the dashboard's rows are written once, at the end.
  await rebuildOrderRows(container.resolve(ContainerRegistrationKeys.PG_CONNECTION))
}

export async function placeOrder(
  container: MedusaContainer,
  setup: StoreSetup,
  customerId: string,
  person: Person,
  variantIds: string[]
): Promise<string> {
  const cartId = await readyCart(container, setup, customerId, person, variantIds)
  const { result } = await completeCartWorkflow(container).run({ input: { id: cartId } })
  return result.id
}

/** A cart of one of each piece, addressed, shipped and with a payment to be made by bank transfer: ready to complete. */
export async function readyCart(
  container: MedusaContainer,
  setup: StoreSetup,
  customerId: string,
  person: Person,
  variantIds: string[]
): Promise<string> {
  const address = {
    first_name: person.first_name,
    last_name: person.last_name,
    address_1: "12 Market Street",
    city: person.city,
    postal_code: "10001",
    country_code: person.country_code,
  }
  const { result: cart } = await createCartWorkflow(container).run({
    input: {
      region_id: setup.regionId,
      sales_channel_id: setup.salesChannelId,
      customer_id: customerId,
      email: person.email,
      shipping_address: address,
      billing_address: address,
      items: variantIds.map((variant_id) => ({ variant_id, quantity: 1 })),
    },
  })
  await addShippingMethodToCartWorkflow(container).run({
    input: { cart_id: cart.id, options: [{ id: setup.shippingOptionId }] },
  })
  await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [withCollection],
  } = await query.graph({ entity: "cart", fields: ["payment_collection.id"], filters: { id: cart.id } })
  await createPaymentSessionsWorkflow(container).run({
    input: { payment_collection_id: withCollection!.payment_collection!.id, provider_id: "pp_system_default" },
  })
  return cart.id
}

export async function advance(container: MedusaContainer, orderId: string, state: DemoState) {
  if (state === "awaiting-transfer") return
  if (state === "processing") {
    await updateOrderWorkflow(container).run({
      input: { id: orderId, user_id: "", metadata: { shop_processing: true } },
    })
    return
  }
  const order = await readOrder<SeededOrder>(container, orderId, ["id", "items.*", "payment_collections.payments.id"])
  await capturePaymentWorkflow(container).run({
    input: { payment_id: order.payment_collections[0].payments[0].id },
  })
  // Paid as the shop's own payment workflows pay: with its invoice (decision 205).
  await issueInvoice(container, orderId)
  if (state === "paid") return

  const items = order.items.map((item) => ({
    id: item.id,
    quantity: Number(item.quantity),
  }))
  const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({
    input: { order_id: orderId, items },
  })
  await createOrderShipmentWorkflow(container).run({
    input: { order_id: orderId, fulfillment_id: fulfillment.id, items },
  })
  if (state === "shipped") return
  await markOrderFulfillmentAsDeliveredWorkflow(container).run({
    input: { orderId, fulfillmentId: fulfillment.id },
  })
}
