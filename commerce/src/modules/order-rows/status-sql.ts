/**
 * The shop's order status in SQL, the same rules as `shopStatusOf` over Medusa's
 * `getLastPaymentStatus` and `getLastFulfillmentStatus` (workflows/orders/order-status.ts),
 * the one definition from which each order's row in `shop_order_row` is written
 * (decisions 121 and 122).
 *
 * `orderStatusSources(scope)` answers one row per order (`order_id`) with what the status
 * is derived from; `scope` narrows the orders read (a condition on `o`, the order table),
 * or is "true" for every order, read with hash joins rather than a lookup per order.
 */

// Within half a cent a collection counts as wholly captured or refunded (Medusa's epsilon for EUR).
const EPSILON = 0.005

export function orderStatusSources(scope: string): string {
  return `
    select o.id as order_id, o.status as order_status, o.metadata as order_metadata,
      coalesce(p.collections, 0) as collections, coalesce(p.canceled, 0) as canceled_collections,
      coalesce(p.requires_action, 0) as requires_action, coalesce(p.captured, 0) as captured,
      coalesce(p.refunded, 0) as refunded,
      coalesce(f.live, 0) as live_fulfillments, coalesce(f.delivered, 0) as delivered,
      coalesce(f.shipped, 0) as shipped, coalesce(u.unfulfilled, false) as unfulfilled
    from "order" o
    left join (
      select opc.order_id, count(*) as collections,
        count(*) filter (where pc.status = 'canceled') as canceled,
        count(*) filter (where pc.status = 'requires_action') as requires_action,
        sum(case when coalesce(pc.captured_amount, 0) > 0 or pc.amount = 0
          then case when pc.amount - coalesce(pc.captured_amount, 0) <= ${EPSILON} then 1 else 0.5 end else 0 end) as captured,
        sum(case when coalesce(pc.refunded_amount, 0) > 0
          then case when pc.amount - pc.refunded_amount <= ${EPSILON} then 1 else 0.5 end else 0 end) as refunded
      from order_payment_collection opc
      join "order" o on o.id = opc.order_id
      join payment_collection pc on pc.id = opc.payment_collection_id and pc.deleted_at is null
      where opc.deleted_at is null and (${scope})
      group by opc.order_id
    ) p on p.order_id = o.id
    left join (
      select ofl.order_id,
        count(*) filter (where fu.canceled_at is null) as live,
        count(*) filter (where fu.canceled_at is null and fu.delivered_at is not null) as delivered,
        count(*) filter (where fu.canceled_at is null and fu.delivered_at is null and fu.shipped_at is not null) as shipped
      from order_fulfillment ofl
      join "order" o on o.id = ofl.order_id
      join fulfillment fu on fu.id = ofl.fulfillment_id and fu.deleted_at is null
      where ofl.deleted_at is null and (${scope})
      group by ofl.order_id
    ) f on f.order_id = o.id
    left join (
      select oi.order_id, true as unfulfilled
      from order_item oi
      join "order" o on o.id = oi.order_id and oi.version = o.version
      where oi.deleted_at is null and oi.fulfilled_quantity < oi.quantity and (${scope})
      group by oi.order_id
    ) u on u.order_id = o.id
    where o.deleted_at is null and o.is_draft_order = false and (${scope})`
}

/** The status of a row of `orderStatusSources`, first match wins (canceled > … > pending). */
export const SHOP_STATUS_OF_SOURCES = `
  case
    when s.order_status = 'canceled' then 'canceled'
    when s.delivered > 0 and s.delivered = s.live_fulfillments and not s.unfulfilled then 'delivered'
    when s.delivered > 0 or (s.shipped > 0 and s.shipped = s.live_fulfillments and not s.unfulfilled) then 'shipped'
    when s.requires_action = 0 and (
      (s.refunded > 0 and s.refunded <> s.captured)
      or (s.refunded = 0 and s.captured > 0 and s.captured = s.collections - s.canceled_collections)
    ) then 'paid'
    when s.order_metadata -> 'shop_processing' = 'true'::jsonb then 'processing'
    else 'pending'
  end`
