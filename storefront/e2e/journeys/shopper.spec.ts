import { expect, test } from "@playwright/test"
import { atHome, signInAfterWrongPassword } from "../support/journey"
import { waitForMail } from "../support/mail"
import { Person } from "../support/person"
import { register } from "../support/register"

// A shopper with an account: signs in, searches, narrows, looks at both faces of a piece, buys
// it by bank transfer with an address and a shipping option, reads the confirmation e-mail and
// finds the order in the account. Run at a phone's and a laptop's size (playwright.config.ts).

test("a shopper finds a piece, buys it and finds the order in the account", async ({ page }, info) => {
  test.setTimeout(240_000)
  const me = await Person.at(page, info)
  const run = `${info.project.name}${Date.now().toString(36)}`
  const email = `shopper.${run}@example.com`
  const password = "shopper-password-1"
  await register({ firstName: "Clara", lastName: "Schumann", email, password })

  await atHome(me)

  await me.step(
    "sign in with a wrong password, then the right one",
    async () => {
      await signInAfterWrongPassword(me, "Account", email, "not-my-password", password)
      await expect(page).not.toHaveURL(/\/sign-in/)
    },
    { allow: [401] }
  )

  await me.step("search", async () => {
    await me.type(page.getByRole("searchbox", { name: "Search the catalogue" }), "medal")
    await me.press(page.getByRole("button", { name: "Search", exact: true }))
    await expect(page).toHaveURL(/\/products\?search=medal/)
    await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toBeVisible()
  })

  await me.step("filter by price, dearest first", async () => {
    await openFilters(me)
    // On a phone the sheet holds the same fields as the panel a laptop shows: the visible ones.
    await me.type(page.getByLabel("Min price (€)").filter({ visible: true }), "100")
    await closeFilters(me)
    // The sort stays beside the filters' button on a phone.
    await me.pick(page.getByRole("combobox", { name: "Sort by" }).filter({ visible: true }), "Price: high to low")
    await expect(page).toHaveURL(/priceMin=100/)
    await expect(page).toHaveURL(/sort=price_desc/)
    await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toBeVisible()
  })

  // Each run buys its own piece, past the dearest two (other tests buy from both ends).
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
    .nth(info.project.name === "phone" ? 2 : 3)
  const name = ((await card.getByRole("heading").first().textContent()) ?? "").trim()

  await me.step("the product page, both faces enlarged", async () => {
    await me.press(card.getByRole("link", { name }).first())
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    for (const face of ["obverse", "reverse"]) {
      await me.press(page.getByRole("button", { name: `Enlarge ${face} of ${name}` }))
      const zoom = page.getByRole("dialog")
      await me.press(zoom.getByRole("button", { name: "Magnify" }))
      await expect(zoom.getByRole("button", { name: "Zoom out" })).toBeVisible()
      await me.press(zoom.getByRole("button", { name: "Close enlarged image" }))
      await expect(zoom).toBeHidden()
    }
  })

  await me.step("into the cart", async () => {
    await me.press(page.getByRole("button", { name: "Add to Cart" }))
    await me.press(page.getByRole("button", { name: /^Cart/ }))
    const panel = page.getByRole("dialog", { name: "Shopping Cart" })
    await expect(panel.getByText(name)).toBeVisible()
    await me.press(panel.getByRole("button", { name: "Proceed to Checkout" }))
    await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible()
  })

  await me.step("pay with a field left empty", async () => {
    const transfer = page.getByRole("radio", { name: "Bank transfer" })
    if ((await transfer.count()) > 0) await me.press(transfer)
    await me.press(page.getByRole("button", { name: /^Pay €/ }))
    await expect(page.getByText("Please fill in all required fields.").first()).toBeVisible()
    await expect(page.getByText("Please enter the postcode.")).toBeVisible()
  })

  let orderNumber = ""
  await me.step("address, shipping option, and the order placed", async () => {
    await me.type(page.getByLabel("First Name"), "Clara")
    await me.type(page.getByLabel("Last Name"), "Schumann")
    await me.type(page.getByLabel("Email Address"), email)
    await me.type(page.getByLabel("Address", { exact: true }), "Am Markt 3")
    await me.type(page.getByLabel("Postcode"), "04109")
    await me.type(page.getByLabel("City"), "Leipzig")
    await me.choose(page.getByLabel("Country"), "Germany")
    await me.press(page.getByRole("button", { name: "Show shipping options" }))
    await expect(page.getByRole("radio", { name: /Insured/ }).first()).toBeChecked()
    const total = ((await page.getByTestId("checkout-total").textContent()) ?? "").trim()
    await me.press(page.getByRole("button", { name: `Pay ${total}` }))
    await expect(page.getByTestId("order-number")).toHaveText(/^#ORD-[0-9A-Z]{6}$/)
    orderNumber = (await page.getByTestId("order-number").textContent()) ?? ""
    await expect(page.getByText(`${name} × 1`)).toBeVisible()
  })

  await me.step(
    "the confirmation e-mail",
    async () => {
      const mail = await waitForMail(email, new RegExp(orderNumber.replace("#", "")))
      expect(mail.text).toContain(name)
      expect(mail.text).toContain("Am Markt 3")
    },
    { scan: false }
  )

  await me.step("the order in the account", async () => {
    await me.press(page.getByRole("link", { name: "Account" }))
    const orders = page.getByRole("region", { name: "Your orders" })
    await expect(orders.getByText(orderNumber)).toBeVisible()
    await expect(orders.getByText(name)).toBeVisible()
  })
})

/** On a phone the filters sit behind a button; on a laptop they are on the page. */
async function openFilters(me: Person) {
  const button = me.page.getByRole("button", { name: /^Filters/ })
  if (await button.isVisible()) await me.press(button)
}

async function closeFilters(me: Person) {
  const sheet = me.page.getByRole("dialog", { name: /Filters/ })
  if (await sheet.isVisible()) await me.press(sheet.getByRole("button", { name: /^Show/ }))
}
