import { screen, within } from "@testing-library/react"
import { vi } from "vitest"
import { STAFF } from "@/testing/fixtures"
import { jsonResponse, mockFetch } from "@/testing/mock-fetch"
import { makeOrder as order } from "@/testing/orders"
import { renderApp } from "@/testing/render"

/** A window as narrow as a phone's: no media query for the table's width matches. */
function narrowWindow() {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }))
  )
}

beforeAll(async () => {
  await import("@/app/routes/admin")
})
afterEach(() => vi.unstubAllGlobals())

describe("the dashboard where the table does not fit", () => {
  it("shows each order as a card with its number, customer, total, status, payment and actions", async () => {
    const transfer = order("order_01aaaaaapending", "pending", {
      payment: {
        method: "bank_transfer",
        reference: "ORD-PENDING",
        due: "92.50",
        received: "0.00",
        outstanding: "92.50",
        paid: false,
        excess: "0.00",
        holdEndsAt: null,
      },
    })
    mockFetch({
      "/api/auth/user": STAFF,
      "/api/orders": () => jsonResponse([transfer, order("order_01aaaaaaaapaid", "paid")], { headers: { "x-total-count": "2" } }),
      "/api/orders/summary": { totalOrders: 2, revenue: "185.00", activeUsers: 1, activeDays: 30 },
      "/api/products": { products: [], total: 141, page: 1, limit: 1 },
    })
    narrowWindow()
    renderApp("/admin")

    await screen.findByRole("link", { name: "#ORD-ENDING" })
    const cards = within(screen.getByRole("list", { name: "Orders" }))
    expect(screen.queryByRole("table")).not.toBeInTheDocument()
    const [pending, paid] = cards.getAllByRole("listitem").filter((item) => item.hasAttribute("data-order-card"))
    const first = within(pending!)
    expect(first.getByRole("link", { name: "#ORD-ENDING" })).toHaveAttribute("href", "/admin/orders/order_01aaaaaapending")
    expect(first.getByText("Matthias Keller")).toBeInTheDocument()
    expect(first.getByText("€92.50")).toBeInTheDocument()
    expect(first.getByText("Pending")).toBeInTheDocument()
    expect(first.getByTestId("bank-payment")).toHaveTextContent("ORD-PENDING")
    expect(first.getByRole("button", { name: "Mark as Processing" })).toBeInTheDocument()
    expect(first.getByRole("button", { name: "Record payment" })).toBeInTheDocument()
    expect(within(paid!).getByRole("button", { name: "Mark as Shipped" })).toBeInTheDocument()
  })
})
