// Grows a seeded demo shop to the bench's number of orders by copying its orders in
// SQL, with everything the dashboard and Medusa's order list read: addresses, items
// and line items with their tax lines, shipping, totals, payment collections,
// payments and captures, fulfilments with their items and labels, and the links.
// Copies get ids suffixed `_o<k>`, an e-mail `name+<k>@…` (so a search finds few),
// and creation dates spread back over about two years. Straight SQL writes emit no
// events, so each order's dashboard row (shop_order_row) is copied with it, changed the
// same way: its order's e-mail is the first e-mail of its search text.
import { copyUntil, omitted } from "./copy-rows.mjs"

const SOURCE = (column) => `${column} not like '%\\_o%'`
const sfx = (column) => `${column} || '_o' || k`
const shifted = (column) => `${column} - (k * interval '2 hours')`
const plusK = (column) => `regexp_replace(${column}, '@', '+' || k || '@')`

const ORDERS = `(select id from "order" where ${SOURCE("id")} and deleted_at is null and is_draft_order = false)`
const COLLECTIONS = `(select payment_collection_id from order_payment_collection where ${SOURCE("id")})`
const FULFILMENTS = `(select fulfillment_id from order_fulfillment where ${SOURCE("id")})`
const LINE_ITEMS = `(select item_id from order_item where order_id = any(array${ORDERS}))`
const SHIPPING = `(select shipping_method_id from order_shipping where order_id = any(array${ORDERS}))`
const PAYMENTS = `(select id from payment where payment_collection_id = any(array${COLLECTIONS}))`

/** table → how each copied column is written (others are copied as they are), and which rows are copied. */
const TABLES = [
  [
    "order_address",
    { id: sfx },
    `id = any(array(select shipping_address_id from "order" where id = any(array${ORDERS})
      union select billing_address_id from "order" where id = any(array${ORDERS})))`,
  ],
  [
    "order",
    {
      id: sfx,
      display_id: omitted,
      shipping_address_id: sfx,
      billing_address_id: sfx,
      email: plusK,
      created_at: shifted,
      updated_at: shifted,
    },
    `id = any(array${ORDERS})`,
  ],
  [
    "shop_order_row",
    { id: sfx, email: plusK, search_text: plusK, placed_at: shifted, created_at: shifted, updated_at: shifted },
    `id = any(array${ORDERS})`,
  ],
  ["order_summary", { id: sfx, order_id: sfx }, `order_id = any(array${ORDERS})`],
  ["order_line_item", { id: sfx, totals_id: sfx }, `id = any(array${LINE_ITEMS})`],
  ["order_item", { id: sfx, order_id: sfx, item_id: sfx }, `order_id = any(array${ORDERS})`],
  ["order_line_item_tax_line", { id: sfx, item_id: sfx }, `item_id = any(array${LINE_ITEMS})`],
  ["order_line_item_adjustment", { id: sfx, item_id: sfx }, `item_id = any(array${LINE_ITEMS})`],
  ["order_shipping_method", { id: sfx }, `id = any(array${SHIPPING})`],
  ["order_shipping", { id: sfx, order_id: sfx, shipping_method_id: sfx }, `order_id = any(array${ORDERS})`],
  ["order_shipping_method_tax_line", { id: sfx, shipping_method_id: sfx }, `shipping_method_id = any(array${SHIPPING})`],
  ["order_shipping_method_adjustment", { id: sfx, shipping_method_id: sfx }, `shipping_method_id = any(array${SHIPPING})`],
  ["order_transaction", { id: sfx, order_id: sfx, reference_id: sfx }, `order_id = any(array${ORDERS})`],
  ["payment_collection", { id: sfx }, `id = any(array${COLLECTIONS})`],
  ["order_payment_collection", { id: sfx, order_id: sfx, payment_collection_id: sfx }, SOURCE("id")],
  ["payment_session", { id: sfx, payment_collection_id: sfx }, `payment_collection_id = any(array${COLLECTIONS})`],
  [
    "payment",
    { id: sfx, payment_collection_id: sfx, payment_session_id: sfx },
    `payment_collection_id = any(array${COLLECTIONS})`,
  ],
  ["capture", { id: sfx, payment_id: sfx }, `payment_id = any(array${PAYMENTS})`],
  ["refund", { id: sfx, payment_id: sfx }, `payment_id = any(array${PAYMENTS})`],
  [
    "fulfillment_address",
    { id: sfx },
    `id = any(array(select delivery_address_id from fulfillment where id = any(array${FULFILMENTS})))`,
  ],
  ["fulfillment", { id: sfx, delivery_address_id: sfx }, `id = any(array${FULFILMENTS})`],
  ["order_fulfillment", { id: sfx, order_id: sfx, fulfillment_id: sfx }, SOURCE("id")],
  ["fulfillment_item", { id: sfx, fulfillment_id: sfx, line_item_id: sfx }, `fulfillment_id = any(array${FULFILMENTS})`],
  ["fulfillment_label", { id: sfx, fulfillment_id: sfx }, `fulfillment_id = any(array${FULFILMENTS})`],
]

/** Copies the demo orders until the shop holds at least `target` orders. Returns the order count. */
export function cloneOrders(databaseUrl, target, log = console.log) {
  return copyUntil(databaseUrl, {
    target,
    count: `select count(*) from "order" where deleted_at is null and is_draft_order = false`,
    sources: `select count(*) from ${ORDERS} o`,
    done: `select count(distinct split_part(id, '_o', 2)) from "order" where id like '%\\_o%'`,
    tables: TABLES,
    batch: 500,
    noun: "orders",
    log,
  })
}
