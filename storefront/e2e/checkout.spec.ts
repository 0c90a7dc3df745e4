import { expect, test } from "@playwright/test"
import { fillAddress } from "./support/address"
import { staffToken } from "./support/back-office"

// The stack `npm test` starts: the shop takes cards (card-checkout.spec.ts) and bank transfers.
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://localhost:9000"

test("two pieces bought by bank transfer, from the listing to the confirmation, and the order is in Medusa", async ({ page }) => {
  // The dearest pieces first: other suites buy from the cheap end.
  await page.goto("/products?sort=price_desc")
  const names: string[] = []
  for (let i = 0; i < 2; i++) {
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
      .nth(i)
    names.push((await card.getByRole("heading").first().textContent())?.trim() ?? "")
    await card.getByRole("button", { name: "Add to Cart" }).click()
  }
  await expect(page.getByTestId("cart-badge")).toHaveText("2")

  await page.getByRole("button", { name: /cart/i }).first().click()
  await page.getByRole("button", { name: "Proceed to Checkout" }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible()
  // Card is the first choice when the shop takes cards; this shopper pays by transfer.
  const transfer = page.getByRole("radio", { name: "Bank transfer" })
  if ((await transfer.count()) > 0) {
    await transfer.click()
    await expect(transfer).toBeChecked()
    await expect(page.getByText("Your order is placed and the pieces are reserved for you.", { exact: false })).toBeVisible()
  }
  for (const name of names) await expect(page.getByText(`${name} × 1`)).toBeVisible()
  const total = (await page.getByTestId("checkout-total").textContent())?.trim() ?? ""
  await expect(page.getByRole("button", { name: `Pay ${total}` })).toBeVisible()

  // An empty field is refused with the spec's notification.
  await page.getByRole("button", { name: /^Pay €/ }).click()
  await expect(page.getByText("Missing Information").first()).toBeVisible()
  await expect(page.getByText("Please fill in all required fields.").first()).toBeVisible()
  await expect(page.getByText("Please enter the postcode.")).toBeVisible()

  await page.getByLabel("First Name").fill("Marie")
  await page.getByLabel("Last Name").fill("Curie")
  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email")
  await page.getByLabel("Email Address").fill("marie.curie@example.com")
  await fillAddress(page)
  // Within the EU over €50 the insured shipping is free, as the home page promises.
  await expect(page.getByTestId("checkout-shipping")).toHaveText("Free")
  await page.getByRole("button", { name: /^Pay €/ }).click()

  await expect(page).toHaveURL(/\/payment-success\?checkout=cart_/)
  const number = page.getByTestId("order-number")
  await expect(number).toHaveText(/^#ORD-[0-9A-Z]{6}$/)
  const orderNumber = (await number.textContent()) ?? ""
  for (const name of names) await expect(page.getByText(`${name} × 1`)).toBeVisible()
  await expect(page.getByTestId("transfer-reference")).toHaveText(orderNumber.slice(1))
  await expect(page.getByText("IBAN")).toBeVisible()
  await expect(page.getByTestId("cart-badge")).toHaveCount(0)
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null"))
  expect(stored).toMatchObject({ state: { items: [] } })

  // A reload shows the same order, not a second one.
  await page.reload()
  await expect(page.getByTestId("order-number")).toHaveText(orderNumber)

  const token = await staffToken()
  const res = await fetch(
    `${MEDUSA_URL}/admin/orders?q=marie.curie@example.com&fields=id,email,*items,*shipping_address,*shipping_methods`,
    {
      headers: { authorization: `Bearer ${token}` },
    }
  )
  const { orders } = (await res.json()) as {
    orders: {
      id: string
      email: string
      items: { product_title: string }[]
      shipping_address: { first_name: string; address_1: string; postal_code: string; city: string; country_code: string }
      shipping_methods: { name: string }[]
    }[]
  }
  const placed = orders.filter((o) => `#ORD-${o.id.slice(-6).toUpperCase()}` === orderNumber)
  expect(placed).toHaveLength(1)
  expect(placed[0]!.shipping_address).toMatchObject({
    first_name: "Marie",
    address_1: "Unter den Linden 1",
    postal_code: "10117",
    city: "Berlin",
    country_code: "de",
  })
  expect(placed[0]!.shipping_methods.map((m) => m.name)).toEqual(["Insured tracked shipping"])
  expect(placed[0]!.items.map((i) => i.product_title).sort()).toEqual([...names].sort())
})

test("the checkout of an empty cart says so", async ({ page }) => {
  await page.goto("/checkout")
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible()
  await expect(page.getByText("Add some items to your cart before checking out.")).toBeVisible()
  await page.getByRole("link", { name: "Continue Shopping" }).click()
  await expect(page).toHaveURL(/\/$/)
})
