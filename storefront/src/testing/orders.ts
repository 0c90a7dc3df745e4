import type { Order, OrderDetail, OrderPiece } from "@contract/order"

/** An order as the staff's list shows it. */
export function makeOrder(id: string, status: Order["status"], overrides: Partial<Order> = {}): Order {
  return {
    id,
    customerName: "Matthias Keller",
    customerEmail: "matthias@example.com",
    items: [{ product: { name: "Augustus Denarius" }, quantity: 2 }],
    totalAmount: "92.50",
    status,
    createdAt: new Date().toISOString(),
    ...overrides,
  }
}

export const ORDER_ID = "order_01kq3zabc123"

export function makeOrderPiece(overrides: Partial<OrderPiece> = {}): OrderPiece {
  return {
    id: "ordli_1",
    productId: "prod_1",
    handle: "augustus-denarius",
    name: "Augustus Denarius",
    quantity: 1,
    unitPrice: "685.00",
    total: "685.00",
    frontImageUrl: "/static/augustus.webp",
    grade: null,
    gradingService: null,
    certificateNumber: null,
    catalogueReference: null,
    ...overrides,
  }
}

/** An unpaid bank-transfer order as the order desk shows it: one piece, nothing received yet. */
export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    customerName: "Claire Dubois",
    customerEmail: "claire@example.com",
    items: [{ product: { name: "Augustus Denarius" }, quantity: 1 }],
    totalAmount: "700.00",
    status: "pending",
    createdAt: "2026-11-20T09:30:00.000Z",
    payment: { method: "bank_transfer", paid: false },
    customerPhone: null,
    shippingAddress: null,
    shippingMethod: null,
    pieces: [makeOrderPiece()],
    totals: { items: "685.00", shipping: "15.00", total: "700.00", currencyCode: "EUR" },
    bankPayments: [],
    captures: [],
    refunds: [],
    timeline: [],
    ...overrides,
  }
}
