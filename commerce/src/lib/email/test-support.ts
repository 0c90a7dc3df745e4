import type { OrderView } from "./order-view"

/** An order as the e-mail tests show it: one aureus, sent to Luxembourg; each test changes what it is about. */
export function sampleOrder(changes: Partial<OrderView> = {}): OrderView {
  return {
    id: "order_01ABCDEFGHJK9X7Q2Z",
    email: "ada@example.com",
    customerName: "Ada Lovelace",
    createdAt: new Date("2026-11-23T10:00:00Z"),
    items: [{ id: "ordli_1", name: "Aureus of Hadrian", quantity: 1, total: 2450 }],
    itemTotal: 2450,
    shippingName: "Insured tracked shipping",
    shippingTotal: 0,
    total: 2450,
    address: ["Ada Lovelace", "1 Rue des Monnaies", "1111 Luxembourg", "Luxembourg"],
    bankTransfer: false,
    canceled: false,
    ...changes,
  }
}
