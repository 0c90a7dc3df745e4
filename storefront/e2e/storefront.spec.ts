import { expect, test, type Page } from "@playwright/test"

type Category = { name: string; handle: string; itemCount: number }
type ProductList = { products: Array<{ name: string; stock: number }>; total: number }

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path)
  expect(res.ok(), `${path} answers ${res.status()}`).toBeTruthy()
  return (await res.json()) as T
}

test("home shows the first five categories with their live counts", async ({ page }) => {
  const categories = await api<Category[]>(page, "/api/categories")
  await page.goto("/")

  await expect(page.getByRole("heading", { level: 1, name: "Release Your Collector's Instinct" })).toBeVisible()
  const cards = page.getByRole("list", { name: "Categories" }).getByRole("link")
  await expect(cards).toHaveCount(Math.min(5, categories.length))
  for (const [i, category] of categories.slice(0, 5).entries()) {
    await expect(cards.nth(i)).toContainText(category.name)
    await expect(cards.nth(i)).toContainText(`${category.itemCount} items`)
  }
  const bar = page.getByRole("navigation", { name: "Categories" })
  for (const category of categories) {
    await expect(bar.getByRole("link", { name: new RegExp(category.name) })).toContainText(
      category.itemCount.toLocaleString("en-US")
    )
  }
})

test("search goes to the listing with the trimmed term", async ({ page }) => {
  await page.goto("/")
  await page.getByPlaceholder("Search coins, banknotes, medals...").fill("  coin ")
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(/\/products\?search=coin$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "coin"')
  await expect(page.getByText(/^(Showing \d+ of \d+ products?|No products found)$/).first()).toBeVisible()
})

test("the count line agrees with the shop's total", async ({ page }) => {
  const list = await api<ProductList>(page, "/api/products?page=1&limit=24")
  await page.goto("/products")

  const noun = list.total === 1 ? "product" : "products"
  await expect(page.getByText(`Showing ${list.products.length} of ${list.total} ${noun}`)).toBeVisible()
})

test("a piece goes into the cart, which is kept on the device", async ({ page }) => {
  await page.goto("/products")
  const button = page.getByRole("button", { name: "Add to Cart" }).first()
  await button.click()

  await expect(page.getByRole("button", { name: "Added" }).first()).toBeVisible()
  await expect(page.getByTestId("cart-badge")).toHaveText("1")
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeVisible({ timeout: 3000 })

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null"))
  expect(stored).toMatchObject({ version: 0, state: { items: [{ quantity: 1 }] } })

  await page.getByRole("button", { name: /^Cart/ }).click()
  const panel = page.getByRole("dialog", { name: "Shopping Cart" })
  await expect(panel.getByTestId("cart-line")).toHaveCount(1)
  await panel.getByRole("button", { name: "Proceed to Checkout" }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(panel).toBeHidden()
})

test("a product card leads to the product page", async ({ page }) => {
  await page.goto("/products")
  const title = page.getByTestId("product-card").first().getByRole("heading")
  const name = (await title.textContent()) ?? ""
  await title.getByRole("link").click()

  await expect(page).toHaveURL(/\/product\/[^/]+$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
  await expect(page.getByText(/^(In stock|Sold out)$/).first()).toBeVisible()
  await expect(page.getByRole("img", { name: `Obverse of ${name}` })).toBeVisible()
})

test("an unknown path reads 'Page Not Found'", async ({ page }) => {
  const response = await page.goto("/no/such/page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible()
})

test("the home page fits a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(overflows).toBe(false)
})
