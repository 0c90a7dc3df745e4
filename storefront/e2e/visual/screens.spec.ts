import { expect, test, type Locator, type Page } from "@playwright/test"
import { STAFF } from "../support/back-office"
import { placeOrder } from "../support/place-order"
import { register } from "../support/register"

// The shop's main screens against baselines kept in the repository (e2e/visual/baselines), at a
// phone's and a laptop's size. What other tests change (the pieces in a grid, counts, order
// numbers, dates, e-mail addresses) is masked, so a difference is a change of the screen itself.
// `UPDATE_BASELINES=1 npm test -- --only browser` writes them anew, on purpose.

// A note the shop has many of: every run finds it in stock, whatever other tests bought.
const PIECE = { handle: "zimbabwe-100-trillion-dollars-2008", name: "Zimbabwe 100 Trillion Dollars 2008" }

/** Waits for the screen to settle: no skeleton, every picture in the window drawn. */
async function settled(page: Page) {
  await expect(page.locator(".animate-pulse")).toHaveCount(0)
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight)
  )
}

const cards = (page: Page) => page.getByTestId("product-card")
const counts = (page: Page): Locator[] => [
  page.getByRole("navigation", { name: "Categories" }),
  page.getByRole("list", { name: "Categories" }),
  page.getByText(/^Showing \d+ of \d+ products?$/),
]

test("the catalogue's screens", async ({ page }) => {
  await page.goto("/")
  await settled(page)
  await expect(page).toHaveScreenshot("home.png", { mask: [cards(page), ...counts(page)] })

  await page.goto("/products/bullion?sort=price_asc")
  await settled(page)
  await expect(page).toHaveScreenshot("listing.png", { mask: [cards(page), ...counts(page)] })

  await page.goto(`/product/${PIECE.handle}`)
  await expect(page.getByRole("heading", { level: 1, name: PIECE.name })).toBeVisible()
  await settled(page)
  // How many are left changes as other tests buy.
  const left = page.getByText(/^\(\d+ available\)$/)
  await expect(page).toHaveScreenshot("product.png", { mask: [left, ...counts(page)] })

  await page.getByRole("button", { name: "Add to Cart" }).click()
  await page.getByRole("button", { name: /^Cart/ }).click()
  const panel = page.getByRole("dialog", { name: "Shopping Cart" })
  await expect(panel.getByText(PIECE.name)).toBeVisible()
  await settled(page)
  await expect(page).toHaveScreenshot("cart-panel.png", { mask: [left, ...counts(page)] })

  await panel.getByRole("button", { name: "Proceed to Checkout" }).click()
  await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible()
  await settled(page)
  await expect(page).toHaveScreenshot("checkout.png", { mask: counts(page) })
})

test("a collector's account", async ({ page }, info) => {
  const email = `visual.${info.project.name}.${Date.now().toString(36)}@example.com`
  await register({ firstName: "Vera", lastName: "Visual", email, password: "visual-password-1" })
  await page.goto("/sign-in")
  await page.getByLabel("Email Address").fill(email)
  await page.getByLabel("Password").fill("visual-password-1")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto("/account")
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible()
  await settled(page)
  await expect(page).toHaveScreenshot("account.png", { mask: [page.getByText(email), ...counts(page)] })
})

test("the order desk's screens", async ({ page }) => {
  // An order of its own, by bank transfer, of a note the shop has many of, so the order's page
  // looks the same in every run.
  const listing = await page.request.get("/api/products?search=Zimbabwe&limit=10")
  const { products } = (await listing.json()) as { products: { id: string; handle: string; finalPrice: string }[] }
  const piece = products.find((p) => p.handle === PIECE.handle)!
  const orderId = await placeOrder(page.request, piece, {
    firstName: "Vera",
    lastName: "Visual",
    email: `visual.desk.${Date.now().toString(36)}@example.com`,
  })

  await page.goto("/admin")
  await page.getByLabel("Email Address").fill(STAFF.email)
  await page.getByLabel("Password").fill(STAFF.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible()
  await settled(page)
  const changing = [
    page.getByRole("region", { name: /^(Total Orders|Revenue|Products|Active Users)$/ }),
    // The newest orders, whatever other tests placed: the list as a whole, below the first screen too.
    page.locator("tbody, ul:has(> [data-order-card])"),
    page.getByRole("navigation", { name: "Order pages" }),
    ...counts(page),
  ]
  await expect(page).toHaveScreenshot("dashboard.png", { mask: changing })
  const statement = page.locator("section[aria-labelledby=bank-statement]")
  await expect(statement).toHaveScreenshot("statement-panel.png")

  await page.goto(`/admin/orders/${orderId}`)
  await expect(page.getByTestId("order-status")).toBeVisible()
  await settled(page)
  const perOrder = [
    page.getByRole("heading", { level: 1 }),
    page.locator("time"),
    page.getByText(/@example\.com/),
    page.getByText(/ORD-[0-9A-Z]{6}/),
  ]
  // The first screen: further down, the timeline lists the order's e-mails as they are sent.
  await expect(page).toHaveScreenshot("order-page.png", { mask: [...perOrder, ...counts(page)] })

  await page.getByRole("button", { name: "Record payment" }).first().click()
  const dialog = page.getByRole("dialog", { name: /^Record payment for/ })
  await expect(dialog).toBeInViewport({ ratio: 1 })
  const today = dialog.getByLabel("Date received")
  await expect(page).toHaveScreenshot("record-payment.png", { mask: [today, ...perOrder, ...counts(page)] })
})
