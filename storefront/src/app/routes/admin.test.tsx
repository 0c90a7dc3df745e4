import type { Order } from "@contract/order"
import { act, fireEvent, screen, within } from "@testing-library/react"
import { vi } from "vitest"
import { leavePage } from "@/features/auth/lib/leave-page"
import { CUSTOMER, STAFF } from "@/testing/fixtures"
import { jsonResponse, mockFetch, pending, requestedUrls } from "@/testing/mock-fetch"
import { makeOrder as order } from "@/testing/orders"
import { renderApp } from "@/testing/render"

vi.mock("@/features/auth/lib/leave-page", () => ({ leavePage: vi.fn() }))

const ORDERS = [
  order("order_01aaaaaapending", "pending"),
  order("order_01aaaaaaaapaid", "paid", { customerEmail: "claire@example.com", totalAmount: "10.00" }),
  order("order_01aaaaashipped", "shipped"),
  order("order_01aaaprocessng", "processing"),
  order("order_01aaadelivered", "delivered"),
  order("order_01aaaacanceled", "canceled", { totalAmount: "500.00" }),
]
const PRODUCTS = { products: [], total: 141, page: 1, limit: 1 }
const SUMMARY = { totalOrders: 14, revenue: "1120.00", activeUsers: 2, activeDays: 30 }
/** A page of orders as the shop server sends it: the list, and the total in a header. */
const page =
  (orders: Order[], total = orders.length) =>
  () =>
    jsonResponse(orders, { headers: { "x-total-count": String(total) } })

/** The dashboard's answers; the paid order turns shipped, with `shipped` besides, when staff say so. */
function mockShipping(shipped: Partial<Order> = {}) {
  let current = ORDERS
  return mockFetch({
    "/api/auth/user": STAFF,
    "/api/products": PRODUCTS,
    "/api/orders": () => jsonResponse(current),
    "/api/orders/order_01aaaaaaaapaid/status": () => {
      current = current.map((o) => (o.id === "order_01aaaaaaaapaid" ? { ...o, status: "shipped", ...shipped } : o))
      return jsonResponse(current[1])
    },
  })
}

// The route loads on demand; loading it once up front keeps each test's waits short.
beforeAll(async () => {
  await import("./admin")
})
beforeEach(() => vi.mocked(leavePage).mockClear())

/** The order pages asked for, in order. */
const requested = (fetchMock: ReturnType<typeof mockFetch>) =>
  requestedUrls(fetchMock).filter((url) => url.startsWith("/api/orders") && !url.startsWith("/api/orders/"))

describe("access gate", () => {
  it("says 'Vérification...' while it checks the session", () => {
    mockFetch({ "/api/auth/user": pending })
    renderApp("/admin")
    return expect(screen.findByText("Vérification...")).resolves.toBeInTheDocument()
  })

  it("asks an anonymous visitor to sign in, then sends them to /api/login after 1000 ms", async () => {
    const realSetTimeout = globalThis.setTimeout
    vi.useFakeTimers()
    mockFetch({ "/api/auth/user": null })
    renderApp("/admin?tab=1")
    // Real pauses let the lazy route load; the fake clock moves 1 ms per step.
    for (let i = 0; i < 200 && !screen.queryByRole("heading", { name: "Connexion requise" }); i++) {
      await act(async () => {
        await new Promise((resolve) => realSetTimeout(resolve, 5))
        await vi.advanceTimersByTimeAsync(1)
      })
    }
    expect(screen.getByRole("heading", { name: "Connexion requise" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeInTheDocument()
    // The notification repeats the heading and the sentence.
    expect(screen.getAllByText("Connexion requise")).toHaveLength(2)
    expect(screen.getAllByText("Vous devez vous connecter pour accéder à cette page")).toHaveLength(2)

    await act(() => vi.advanceTimersByTimeAsync(980))
    expect(leavePage).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(30))
    expect(leavePage).toHaveBeenCalledWith("/api/login?returnTo=%2Fadmin%3Ftab%3D1")
  })

  it("treats a 401 from /api/auth/user as signed out", async () => {
    mockFetch({ "/api/auth/user": () => jsonResponse({ message: "no" }, { status: 401 }) })
    renderApp("/admin")
    expect(await screen.findByRole("heading", { name: "Connexion requise" })).toBeInTheDocument()
  })

  it("refuses a customer, naming them", async () => {
    mockFetch({ "/api/auth/user": CUSTOMER })
    renderApp("/admin")

    expect(await screen.findByRole("heading", { name: "Accès refusé" })).toBeInTheDocument()
    expect(
      screen.getByText("Vous n'avez pas les permissions administrateur nécessaires pour accéder à cette page.")
    ).toBeInTheDocument()
    expect(screen.getByText("Claire Dubois")).toBeInTheDocument()
    expect(screen.getByText("claire@example.com")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/")
    expect(screen.queryByText("Recent Orders")).not.toBeInTheDocument()
  })
})

describe("dashboard", () => {
  it("shows 5 skeleton rows while the orders load", async () => {
    mockFetch({ "/api/auth/user": STAFF, "/api/orders": pending, "/api/products": pending })
    renderApp("/admin")
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument()
    expect(screen.getByText("Manage orders and track business performance")).toBeInTheDocument()
    expect(screen.getAllByTestId("order-row-skeleton")).toHaveLength(5)
  })

  it("says 'No orders found' when there are none", async () => {
    mockFetch({ "/api/auth/user": STAFF, "/api/orders": [], "/api/products": PRODUCTS })
    renderApp("/admin")
    expect(await screen.findByText("No orders found")).toBeInTheDocument()
  })

  it("shows the four figures from the summary and the first page of orders with their badges and actions", async () => {
    const first = [...ORDERS, ...Array.from({ length: 4 }, (_, i) => order(`order_extra${i}`, "pending"))]
    mockFetch({
      "/api/auth/user": STAFF,
      "/api/orders": page(first, 14),
      "/api/orders/summary": SUMMARY,
      "/api/products": PRODUCTS,
    })
    renderApp("/admin")

    const card = async (title: string) => within(await screen.findByRole("region", { name: title })).findByTestId("stat-value")
    expect(await card("Total Orders")).toHaveTextContent("14")
    expect(await card("Revenue")).toHaveTextContent("€1,120.00")
    expect(await card("Products")).toHaveTextContent("141")
    expect(await card("Active Users")).toHaveTextContent("2")
    expect(screen.getByText("Showing 1–10 of 14 orders")).toBeInTheDocument()
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument()

    const table = screen.getByRole("table")
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent)
    ).toEqual(["Order ID", "Customer", "Items", "Total", "Status", "Actions"])
    const rows = within(table).getAllByRole("row").slice(1)
    expect(rows).toHaveLength(10)
    expect(rows[0]).toHaveTextContent("#ORD-ENDING")
    expect(rows[0]).toHaveTextContent("Matthias Keller")
    expect(rows[0]).toHaveTextContent("matthias@example.com")
    expect(rows[0]).toHaveTextContent("Augustus Denarius × 2")
    expect(rows[0]).toHaveTextContent("€92.50")

    const expectations: [string, string | null][] = [
      ["Pending", "Mark as Processing"],
      ["Paid", "Mark as Shipped"],
      ["Shipped", "Mark as Delivered"],
      ["Processing", null],
      ["Delivered", null],
      ["Canceled", null],
    ]
    expectations.forEach(([badge, action], i) => {
      expect(rows[i]).toHaveTextContent(badge)
      if (action) expect(within(rows[i]!).getByRole("button")).toHaveTextContent(action)
      else expect(within(rows[i]!).queryByRole("button")).toBeNull()
    })
  })

  it("advances an order, says so, and refreshes the list", async () => {
    const fetchMock = mockShipping()
    renderApp("/admin")

    fireEvent.click(await screen.findByRole("button", { name: "Mark as Shipped" }))
    expect(await screen.findByText("Order Updated")).toBeInTheDocument()
    expect(screen.getByText("Order status changed to shipped")).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.getAllByRole("button", { name: "Mark as Delivered" })).toHaveLength(2))

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!
    expect(put[0]).toBe("/api/orders/order_01aaaaaaaapaid/status")
    expect(JSON.parse(put[1]!.body as string)).toEqual({ status: "shipped" })
    expect(new Headers(put[1]!.headers).get("content-type")).toBe("application/json")
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/orders")).toHaveLength(2)
  })

  it("shows the spec's error notification when the change fails", async () => {
    mockFetch({
      "/api/auth/user": STAFF,
      "/api/products": PRODUCTS,
      "/api/orders": ORDERS,
      "/api/orders/order_01aaaaaapending/status": () =>
        jsonResponse({ message: "Order is processing; it cannot be changed to processing." }, { status: 409 }),
    })
    renderApp("/admin")

    fireEvent.click(await screen.findByRole("button", { name: "Mark as Processing" }))
    expect(await screen.findByText("Failed to update order status")).toBeInTheDocument()
    expect(screen.getByText("Error")).toBeInTheDocument()
    // What the shop server said, so staff know what happened.
    expect(screen.getByText("Order is processing; it cannot be changed to processing.")).toBeInTheDocument()
  })

  it("sends the tracking number and carrier with Mark as Shipped, and shows them in the table", async () => {
    const fetchMock = mockShipping({ trackingNumber: "RR123456785LU", carrier: "DHL" })
    renderApp("/admin")

    fireEvent.change(await screen.findByLabelText("Tracking number for order_01aaaaaaaapaid"), {
      target: { value: " RR123456785LU " },
    })
    fireEvent.change(screen.getByLabelText("Carrier for order_01aaaaaaaapaid"), { target: { value: "DHL" } })
    fireEvent.click(screen.getByRole("button", { name: "Mark as Shipped" }))
    expect(await screen.findByText("DHL · RR123456785LU")).toBeInTheDocument()
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!
    expect(JSON.parse(put[1]!.body as string)).toEqual({ status: "shipped", trackingNumber: "RR123456785LU", carrier: "DHL" })
  })

  it("asks the server for the next page, a status and a search, and starts again at page 1", async () => {
    const fetchMock = mockFetch({
      "/api/auth/user": STAFF,
      "/api/products": PRODUCTS,
      "/api/orders/summary": SUMMARY,
      "/api/orders": page(ORDERS, 25),
      "/api/orders?page=2": page([order("order_01secondpage", "paid")], 25),
      "/api/orders?status=awaiting-payment": page([order("order_01awaitingpay", "pending")], 1),
      "/api/orders?status=awaiting-payment&search=dubois": page([], 0),
    })
    renderApp("/admin")

    fireEvent.click(await screen.findByRole("button", { name: "Next" }))
    expect(await screen.findByText("#ORD-NDPAGE")).toBeInTheDocument()
    expect(screen.getByText("Showing 11–20 of 25 orders")).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "awaiting-payment" } })
    expect(await screen.findByText("#ORD-INGPAY")).toBeInTheDocument()
    expect(screen.getByText("Showing 1–1 of 1 orders")).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText("Search orders"), { target: { value: " dubois " } })
    expect(await screen.findByText("No orders found", {}, { timeout: 2000 })).toBeInTheDocument()
    expect(requested(fetchMock)).toEqual([
      "/api/orders",
      "/api/orders?page=2",
      "/api/orders?status=awaiting-payment",
      "/api/orders?status=awaiting-payment&search=dubois",
    ])
  })

  it("shows each transfer's reference, amounts and hold from the page itself, with no request per order", async () => {
    const transfer = order("order_01aaaaatransf", "pending", {
      totalAmount: "18.50",
      payment: {
        method: "bank_transfer",
        reference: "ORD-TRANSF",
        due: "18.50",
        received: "5.00",
        outstanding: "13.50",
        excess: "0.00",
        paid: false,
        holdEndsAt: "2026-11-30T10:00:00.000Z",
      },
    })
    const card = order("order_01aaaaaaacard", "paid", { payment: { method: "card" } })
    const fetchMock = mockFetch({
      "/api/auth/user": STAFF,
      "/api/products": PRODUCTS,
      "/api/orders/summary": SUMMARY,
      "/api/orders": page([transfer, card]),
    })
    renderApp("/admin")

    const cell = await screen.findByTestId("bank-payment")
    expect(cell).toHaveTextContent("Bank transfer")
    expect(cell).toHaveTextContent("ORD-TRANSF")
    expect(cell).toHaveTextContent("Due 13.50 of 18.50")
    expect(cell).toHaveTextContent("Received 5.00")
    expect(cell).toHaveTextContent("Held until 30 Nov 2026")
    expect(screen.getByText("Card")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Record payment" })).toBeInTheDocument()
    expect(requestedUrls(fetchMock).filter((url) => url.includes("bank-payments"))).toEqual([])
  })
})
