import { screen, within } from "@testing-library/react"
import { vi } from "vitest"
import { STAFF } from "@/testing/fixtures"
import { jsonResponse, mockFetch } from "@/testing/mock-fetch"
import { ORDER_ID as ID, makeOrderDetail, makeOrderPiece } from "@/testing/orders"
import { renderApp } from "@/testing/render"

const DETAIL = makeOrderDetail({
  payment: {
    method: "bank_transfer",
    reference: "ORD-ABC123",
    due: "700.00",
    received: "200.00",
    outstanding: "500.00",
    excess: "0.00",
    paid: false,
    holdEndsAt: "2026-11-27T09:30:00.000Z",
  },
  customerPhone: "+352 621 000 111",
  shippingAddress: {
    name: "Claire Dubois",
    company: null,
    address1: "12 Rue des Monnaies",
    address2: null,
    postalCode: "L-1111",
    city: "Luxembourg",
    province: null,
    countryCode: "LU",
    phone: null,
  },
  shippingMethod: { name: "Insured shipping", amount: "15.00" },
  pieces: [
    makeOrderPiece({
      frontImageUrl: "/static/augustus-obverse.webp",
      grade: "VF-30",
      gradingService: "NGC",
      certificateNumber: "4377421-001",
      catalogueReference: "RIC I 207",
    }),
  ],
  bankPayments: [{ amount: "200.00", receivedAt: "2026-11-21T00:00:00.000Z", bankReference: "SEPA-4711", source: "manual" }],
  timeline: [
    { at: "2026-11-20T09:30:00.000Z", kind: "placed", actor: null, note: null },
    {
      at: "2026-11-20T09:30:05.000Z",
      kind: "email",
      actor: null,
      note: "Your order #ORD-ABC123 at Numismatic Shop (to claire@example.com)",
    },
    {
      at: "2026-11-21T10:00:00.000Z",
      kind: "payment_recorded",
      actor: "Greta Keller",
      note: "200.00 EUR received 2026-11-21, bank reference SEPA-4711",
    },
  ],
})

beforeAll(async () => {
  await import("./admin-order")
})

describe("an order's page", () => {
  it("shows the order's number, status, address, pieces, payment and timeline, with the row's actions", async () => {
    mockFetch({ "/api/auth/user": STAFF, [`/api/orders/${ID}`]: DETAIL })
    renderApp(`/admin/orders/${ID}`)
    expect(await screen.findByRole("heading", { level: 1, name: "#ORD-ABC123" })).toBeInTheDocument()
    expect(screen.getByTestId("order-status")).toHaveTextContent("Pending")
    const actions = screen.getByTestId("order-actions")
    expect(within(actions).getByRole("button", { name: "Mark as Processing" })).toBeInTheDocument()
    expect(within(actions).getByRole("button", { name: "Record payment" })).toBeInTheDocument()

    const customer = screen.getByRole("region", { name: "Customer and shipping" })
    expect(within(customer).getByRole("link", { name: "claire@example.com" })).toHaveAttribute(
      "href",
      "mailto:claire@example.com"
    )
    expect(customer).toHaveTextContent("+352 621 000 111")
    expect(screen.getByTestId("shipping-address")).toHaveTextContent(
      ["Claire Dubois", "12 Rue des Monnaies", "L-1111 Luxembourg", "Luxembourg"].join("")
    )
    expect(customer).toHaveTextContent("Insured shipping · €15.00")

    const [piece] = screen.getAllByTestId("order-piece")
    expect(within(piece!).getByRole("img", { name: "Augustus Denarius" })).toHaveAttribute(
      "src",
      "/static/augustus-obverse.webp?w=160"
    )
    expect(piece).toHaveTextContent("VF-30")
    expect(piece).toHaveTextContent("NGC 4377421-001")
    expect(piece).toHaveTextContent("RIC I 207")
    expect(piece).toHaveTextContent("€685.00")
    expect(screen.getByTestId("order-totals")).toHaveTextContent("Items€685.00Shipping€15.00Total€700.00")

    const payment = screen.getByRole("region", { name: "Payment" })
    expect(payment).toHaveTextContent("ORD-ABC123")
    expect(payment).toHaveTextContent("Outstanding€500.00")
    expect(within(payment).getByTestId("bank-payments")).toHaveTextContent("SEPA-4711")

    const timeline = within(screen.getByTestId("order-timeline")).getAllByRole("listitem")
    expect(timeline.map((entry) => entry.querySelector("p")?.textContent)).toEqual([
      "Order placed",
      "E-mail sent",
      "Bank transfer recorded",
    ])
    expect(timeline[1]).toHaveTextContent("Your order #ORD-ABC123 at Numismatic Shop")
    expect(timeline[2]).toHaveTextContent("by Greta Keller")
  })

  it("says so when the order does not exist", async () => {
    mockFetch({
      "/api/auth/user": STAFF,
      [`/api/orders/${ID}`]: () => jsonResponse({ message: `There is no order ${ID}.` }, { status: 404 }),
    })
    renderApp(`/admin/orders/${ID}`)
    expect(await screen.findByRole("alert")).toHaveTextContent(`There is no order ${ID}.`)
  })

  it("is reached from the order's number on the dashboard", async () => {
    // A laptop's window, should the dashboard ask which layout fits.
    vi.stubGlobal(
      "matchMedia",
      (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown
    )
    mockFetch({
      "/api/auth/user": STAFF,
      "/api/orders": () => jsonResponse([DETAIL], { headers: { "x-total-count": "1" } }),
      "/api/orders/summary": { totalOrders: 1, revenue: "700.00", activeUsers: 1, activeDays: 30 },
      "/api/products": { products: [], total: 1, page: 1, limit: 1 },
    })
    renderApp("/admin")
    const links = await screen.findAllByRole("link", { name: "#ORD-ABC123" })
    for (const link of links) expect(link).toHaveAttribute("href", `/admin/orders/${ID}`)
  })
})
