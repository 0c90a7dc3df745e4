import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { placeOrder, wellStockedPieces } from "./support/place-order"
import { seriousViolations } from "./support/axe"

// The orchestrator (`npm test`) sets these for the seeded shop it started.
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://localhost:9000"
const STAFF = { email: process.env.STAFF_EMAIL ?? "", password: process.env.STAFF_PASSWORD ?? "" }

type Product = { id: string; finalPrice: string; stock: number }

/** A bank-transfer order placed through the shop as a shopper would: it starts pending. */
function placeShopperOrder(request: APIRequestContext, product: Product, n: number): Promise<string> {
  return placeOrder(request, product, {
    firstName: "Browser",
    // A name holds letters only: the number stays in the e-mail address.
    lastName: "Collector",
    email: `browser.collector${n}@example.com`,
  })
}

/** Records the bank transfer as received, as staff do in Medusa's back office: the order becomes paid. */
async function recordTransfer(request: APIRequestContext, orderId: string): Promise<void> {
  const login = await request.post(`${MEDUSA_URL}/auth/user/emailpass`, { data: STAFF })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const order = await request.get(`${MEDUSA_URL}/admin/orders/${orderId}?fields=payment_collections.payments.id`, { headers })
  const body = (await order.json()) as { order: { payment_collections: { payments: { id: string }[] }[] } }
  const paymentId = body.order.payment_collections[0]!.payments[0]!.id
  const capture = await request.post(`${MEDUSA_URL}/admin/payments/${paymentId}/capture`, { headers, data: {} })
  expect(capture.ok(), await capture.text()).toBeTruthy()
}

const row = (page: Page, orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`)

test("an anonymous visitor on /admin is asked to sign in and lands on the sign-in page", async ({ page }) => {
  await page.goto("/admin")
  await expect(page.getByRole("heading", { name: "Connexion requise" })).toBeVisible()
  await expect(page.getByText("Vous devez vous connecter pour accéder à cette page").first()).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fadmin$/)
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible()
  expect(await seriousViolations(page), "sign-in").toEqual([])
})

test("a customer is refused with their name and e-mail", async ({ page }) => {
  const email = `browser-${Date.now()}@example.com`
  await page.goto("/register?returnTo=%2Fadmin")
  await page.getByLabel("First Name").fill("Ada")
  await page.getByLabel("Last Name").fill("Lovelace")
  await page.getByLabel("Email Address").fill(email)
  await page.getByLabel("Password").fill("a-long-password")
  await page.getByRole("button", { name: "Create account" }).click()

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible()
  await expect(
    page.getByText("Vous n'avez pas les permissions administrateur nécessaires pour accéder à cette page.")
  ).toBeVisible()
  await expect(page.getByText("Ada Lovelace")).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText("Recent Orders")).toHaveCount(0)
  expect(await seriousViolations(page), "access refused").toEqual([])

  // The Account button now opens the customer's account.
  await page.getByRole("link", { name: "Account" }).click()
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible()
  await expect(page.getByText("You have no orders yet.")).toBeVisible()
})

test("staff sign in, see the orders and move them through their statuses", async ({ page, request }) => {
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  // Two orders of this test's own, so it never depends on what other suites did to the seeded ones.
  const products = await wellStockedPieces(request)
  const pendingId = await placeShopperOrder(request, products[0]!, 1)
  const paidId = await placeShopperOrder(request, products[1]!, 2)
  await recordTransfer(request, paidId)

  await page.goto("/admin")
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fadmin$/)
  await page.getByLabel("Email Address").fill(STAFF.email)
  await page.getByLabel("Password").fill(STAFF.password)
  await page.getByRole("button", { name: "Sign in" }).click()

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible()
  await expect(page.getByText("Manage orders and track business performance")).toBeVisible()
  const rows = page.locator("tbody tr[data-order-id]")
  await expect(rows).toHaveCount(10)
  await expect(page.locator(".animate-pulse")).toHaveCount(0)
  expect(await seriousViolations(page), "dashboard").toEqual([])
  // The seeded customers' orders are there too.
  const orders = (await (await page.request.get("/api/orders?search=claire.dubois%40example.com")).json()) as {
    customerEmail: string
  }[]
  expect(orders.some((o) => o.customerEmail === "claire.dubois@example.com")).toBe(true)

  await expect(row(page, pendingId)).toContainText("Pending")
  await row(page, pendingId).getByRole("button", { name: "Mark as Processing" }).click()
  await expect(page.getByText("Order status changed to processing", { exact: true })).toBeVisible()
  await expect(page.getByText("Order Updated", { exact: true })).toBeVisible()
  await expect(row(page, pendingId)).toContainText("Processing")
  // No status action left; the bank transfer's money can still be recorded.
  await expect(row(page, pendingId).getByRole("button", { name: /^Mark as/ })).toHaveCount(0)
  await expect(row(page, pendingId).getByRole("button", { name: "Record payment" })).toHaveCount(1)

  await expect(row(page, paidId)).toContainText("Paid")
  await row(page, paidId).getByRole("button", { name: "Mark as Shipped" }).click()
  await expect(page.getByText("Order status changed to shipped", { exact: true })).toBeVisible()
  await expect(row(page, paidId)).toContainText("Shipped")
  await row(page, paidId).getByRole("button", { name: "Mark as Delivered" }).click()
  await expect(page.getByText("Order status changed to delivered", { exact: true })).toBeVisible()
  await expect(row(page, paidId)).toContainText("Delivered")
  await expect(row(page, paidId).getByRole("button")).toHaveCount(0)

  // What the dashboard shows is what the server holds after a reload.
  await page.reload()
  await expect(row(page, pendingId)).toContainText("Processing")
  await expect(row(page, paidId)).toContainText("Delivered")

  // The server searches and filters: the order number finds the one order, with its transfer.
  const reference = `ORD-${pendingId.slice(-6).toUpperCase()}`
  await page.getByLabel("Search orders").fill(reference)
  await expect(rows).toHaveCount(1)
  const transfer = row(page, pendingId).getByTestId("bank-payment")
  await expect(transfer).toContainText(reference)
  await expect(transfer).toContainText("Held until")
  await page.getByLabel("Status").selectOption("awaiting-payment")
  await expect(rows).toHaveCount(1)
  await page.getByLabel("Status").selectOption("delivered")
  await expect(page.getByText("No orders found")).toBeVisible()
})
