import { fireEvent, screen } from "@testing-library/react"
import { jsonResponse, mockFetch } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"

const CUSTOMER = { firstName: "Claire", lastName: "Dubois", email: "claire@example.com", isAdmin: false }

beforeAll(async () => {
  await Promise.all([import("./sign-in"), import("./register"), import("./account")])
})

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

describe("sign-in page", () => {
  it("signs in and goes back to the return address; the Account button then opens the account", async () => {
    let signedIn = false
    const fetchMock = mockFetch({
      "/api/auth/user": () => jsonResponse(signedIn ? CUSTOMER : null),
      "/api/auth/sign-in": () => {
        signedIn = true
        return jsonResponse(CUSTOMER)
      },
      "/api/account/orders": [],
    })
    const { router } = renderApp("/sign-in?returnTo=%2Faccount")
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument()
    fill("Email Address", " claire@example.com ")
    fill("Password", "secret-password")
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }))

    expect(await screen.findByRole("heading", { name: "Your account" })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/account")
    expect(screen.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account")
    const post = fetchMock.mock.calls.find(([url]) => url === "/api/auth/sign-in")!
    expect(JSON.parse(post[1]!.body as string)).toEqual({ email: "claire@example.com", password: "secret-password" })
    expect(await screen.findByText("You have no orders yet.")).toBeInTheDocument()
  })

  it("shows the server's reason when signing in fails", async () => {
    mockFetch({
      "/api/auth/user": null,
      "/api/auth/sign-in": () =>
        jsonResponse({ message: "Too many failed sign-ins for this account. Please try again in 15 minutes." }, { status: 429 }),
    })
    renderApp("/sign-in")
    fill("Email Address", "claire@example.com")
    fill("Password", "x")
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many failed sign-ins for this account. Please try again in 15 minutes."
    )
  })

  it("never returns to another site", async () => {
    mockFetch({ "/api/auth/user": CUSTOMER })
    const { router } = renderApp("/sign-in?returnTo=%2F%2Fevil.example")
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"))
  })
})

describe("registration", () => {
  it("creates an account and opens it", async () => {
    let registered = false
    const fetchMock = mockFetch({
      "/api/auth/user": () => jsonResponse(registered ? CUSTOMER : null),
      // One answer whether or not the e-mail had an account; the form then signs in.
      "/api/auth/register": () => jsonResponse({ message: "Thank you." }, { status: 202 }),
      "/api/auth/sign-in": () => {
        registered = true
        return jsonResponse(CUSTOMER)
      },
      "/api/account/orders": [],
    })
    renderApp("/register")
    await screen.findByLabelText("First Name")
    fill("First Name", "Claire")
    fill("Last Name", "Dubois")
    fill("Email Address", "claire@example.com")
    fill("Password", "long-enough")
    fireEvent.click(await screen.findByRole("button", { name: "Create account" }))

    expect(await screen.findByRole("heading", { name: "Your account" })).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([url]) => url === "/api/auth/register")!
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      firstName: "Claire",
      lastName: "Dubois",
      email: "claire@example.com",
      password: "long-enough",
      // The account's language, for its e-mails (decision 242).
      language: "en",
    })
  })
})

describe("account page", () => {
  it("sends a signed-out visitor to sign in", async () => {
    mockFetch({ "/api/auth/user": null })
    const { router } = renderApp("/account")
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe("/sign-in?returnTo=%2Faccount")
  })

  it("lists the customer's orders and signs out", async () => {
    mockFetch({
      "/api/auth/user": CUSTOMER,
      "/api/account/orders": [
        {
          id: "order_01abcdefghijkxyz123",
          customerName: "Claire Dubois",
          customerEmail: "claire@example.com",
          items: [{ product: { name: "Augustus Denarius" }, quantity: 1 }],
          totalAmount: "154.50",
          status: "shipped",
          createdAt: "2025-06-01T10:00:00.000Z",
        },
      ],
      "/api/auth/sign-out": () => new Response(null, { status: 204 }),
    })
    const { router } = renderApp("/account")
    expect(await screen.findByText("#ORD-XYZ123")).toBeInTheDocument()
    expect(screen.getByText("Shipped")).toBeInTheDocument()
    expect(screen.getByText("€154.50")).toBeInTheDocument()
    expect(screen.getByText("Augustus Denarius × 1")).toBeInTheDocument()

    fireEvent.click(screen.getByRole("button", { name: "Sign out" }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"))
  })

  it("asks for the orders in the page's language and shows the pieces as named (decision 248)", async () => {
    const order = {
      id: "order_01abcdefghijkxyz123",
      customerName: "Claire Dubois",
      customerEmail: "claire@example.com",
      items: [{ product: { name: "Augustus Denarius" }, quantity: 1 }],
      totalAmount: "154.50",
      status: "shipped",
      createdAt: "2025-06-01T10:00:00.000Z",
    }
    mockFetch({
      "/api/auth/user": CUSTOMER,
      "/api/account/orders": [order],
      "/api/account/orders?lang=de": [{ ...order, items: [{ product: { name: "Denar des Augustus" }, quantity: 1 }] }],
    })
    renderApp("/de/account")
    expect(await screen.findByText("Denar des Augustus × 1")).toBeInTheDocument()
    expect(screen.queryByText("Augustus Denarius × 1")).not.toBeInTheDocument()
  })
})
