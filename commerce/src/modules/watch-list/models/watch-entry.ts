import { model } from "@medusajs/framework/utils"

/**
 * One piece on one customer's watch list. `price_seen_cents` is the EUR price (in cents) the
 * customer last knew of (when watching began, or the last price-drop e-mail):
 * a lower price is a drop worth telling, once; a rise only moves the mark.
 */
export const WatchEntry = model
  .define("watch_entry", {
    id: model.id({ prefix: "watch" }).primaryKey(),
    customer_id: model.text(),
    product_id: model.text(),
    price_seen_cents: model.number().nullable(),
    // Off after the one-click unsubscribe of a price-drop e-mail; the piece stays watched.
    price_alerts: model.boolean().default(true),
  })
  .indexes([
    { on: ["customer_id", "product_id"], unique: true, where: "deleted_at IS NULL" },
    { on: ["product_id"], where: "deleted_at IS NULL" },
  ])
