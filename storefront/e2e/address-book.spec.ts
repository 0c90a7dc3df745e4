import { expect, test, type Page } from "@playwright/test"
import { fillAddress } from "./support/address"
import { staffToken } from "./support/back-office"
import { register } from "./support/register"

// The stack `npm test` starts; orders are read back from Medusa's admin API.
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://localhost:9000"

/** Where Medusa ships the order with this number. */
async function shippingAddressOf(email: string, orderNumber: string) {
  const res = await fetch(`${MEDUSA_URL}/admin/orders?q=${encodeURIComponent(email)}&fields=id,*shipping_address`, {
    headers: { authorization: `Bearer ${await staffToken()}` },
  })
  const { orders } = (await res.json()) as { orders: { id: string; shipping_address: Record<string, unknown> }[] }
  return orders.find((o) => `#ORD-${o.id.slice(-6).toUpperCase()}` === orderNumber)?.shipping_address
}

/** One piece into the cart, then the checkout by bank transfer with the customer's name and e-mail. */
async function checkoutOne(page: Page, nth: number, email: string) {
  await page.goto("/products?sort=price_desc")
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
    .nth(nth)
    .getByRole("button", { name: "Add to Cart" })
    .click()
  await page.getByRole("button", { name: /cart/i }).first().click()
  await page.getByRole("button", { name: "Proceed to Checkout" }).click()
  await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible()
  const transfer = page.getByRole("radio", { name: "Bank transfer" })
  if ((await transfer.count()) > 0) await transfer.click()
  await page.getByLabel("First Name").fill("Lise")
  await page.getByLabel("Last Name").fill("Meitner")
  await page.getByLabel("Email Address").fill(email)
}

async function pay(page: Page): Promise<string> {
  await page.getByRole("button", { name: /^Pay €/ }).click()
  await expect(page).toHaveURL(/\/payment-success\?checkout=cart_/)
  return (await page.getByTestId("order-number").textContent()) ?? ""
}

test("a customer saves an address at checkout and in the account, and picks a saved one at checkout", async ({ page }) => {
  test.setTimeout(180_000)
  const email = `addresses.${Date.now().toString(36)}@example.com`
  await register({ firstName: "Lise", lastName: "Meitner", email, password: "fission-1938" })
  await page.goto("/sign-in?returnTo=%2Faccount")
  await page.getByLabel("Email Address").fill(email)
  await page.getByLabel("Password").fill("fission-1938")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible()

  // A first order to a new address, kept in the address book.
  await checkoutOne(page, 4, email)
  await expect(page.getByLabel("Saved addresses")).toHaveCount(0)
  await fillAddress(page)
  await page.getByLabel("Save this address in my address book").check()
  await pay(page)

  await page.goto("/account")
  await page.getByRole("link", { name: "Your addresses" }).click()
  await expect(page).toHaveURL(/\/account\/addresses$/)
  const saved = page.getByTestId("saved-address")
  await expect(saved).toHaveCount(1)
  await expect(saved.first()).toContainText("Unter den Linden 1, 10117 Berlin, Germany")
  await expect(saved.first()).toContainText("Used first at checkout")

  // A second address, added in the account: the checkout's messages first, then saved.
  await page.getByRole("button", { name: "Add an address" }).click()
  await page.getByRole("button", { name: "Save address" }).click()
  await expect(page.getByText("Please enter the street and number.")).toBeVisible()
  await page.getByLabel("Address", { exact: true }).fill("Kaiserstraße 12")
  await page.getByLabel("Postcode").fill("1010")
  await page.getByLabel("City").fill("Wien")
  await page.getByLabel("Country").selectOption({ label: "Austria" })
  await page.getByRole("button", { name: "Save address" }).click()
  await expect(saved).toHaveCount(2)
  await expect(saved.nth(1)).toContainText("Kaiserstraße 12, 1010 Wien, Austria")

  // At checkout the default address is filled in; the other one is picked from the book.
  await checkoutOne(page, 5, email)
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Unter den Linden 1")
  await page.getByLabel("Saved addresses").selectOption({ label: "Kaiserstraße 12, 1010 Wien, Austria" })
  await expect(page.getByLabel("City")).toHaveValue("Wien")
  await expect(page.getByLabel("Save this address in my address book")).toHaveCount(0)
  await page.getByRole("button", { name: "Show shipping options" }).click()
  await expect(page.getByRole("radio", { name: /Insured/ }).first()).toBeChecked()
  const orderNumber = await pay(page)
  expect(await shippingAddressOf(email, orderNumber)).toMatchObject({
    address_1: "Kaiserstraße 12",
    postal_code: "1010",
    city: "Wien",
    country_code: "at",
  })

  // Still two addresses: a picked one is not saved again.
  await page.goto("/account/addresses")
  await expect(saved).toHaveCount(2)
})
