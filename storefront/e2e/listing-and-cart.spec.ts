import { expect, test, type Page } from "@playwright/test"

type Product = { name: string; handle: string; stock: number; category: string; material: string; finalPrice: string }
type ProductList = { products: Product[]; total: number }

async function list(page: Page, query: string): Promise<ProductList> {
  const response = await page.request.get(`/api/products?${query}`)
  expect(response.ok()).toBeTruthy()
  return (await response.json()) as ProductList
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

test("filtering by category and material narrows the listing, and the URL keeps the filters", async ({ page }) => {
  const expected = await list(page, "category=Banknotes&material=Paper")
  expect(expected.total).toBeGreaterThan(0)

  await page.goto("/products")
  await choose(page, "Category", "Banknotes")
  await expect(page).toHaveURL(/category=Banknotes/)
  await choose(page, "Material", "Paper")
  await expect(page).toHaveURL(/material=Paper/)

  const noun = expected.total === 1 ? "product" : "products"
  await expect(page.getByText(`Showing ${expected.products.length} of ${expected.total} ${noun}`)).toBeVisible()
  await expect(page.getByTestId("product-card").first()).toContainText(expected.products[0]!.name)

  await page.reload()
  await expect(page.getByText(`Showing ${expected.products.length} of ${expected.total} ${noun}`)).toBeVisible()
})

test("filtering by price keeps the range in the URL and lists only pieces within it", async ({ page }) => {
  const expected = await list(page, "priceMin=100&priceMax=500.50&sort=price_asc")
  expect(expected.total).toBeGreaterThan(0)

  await page.goto("/products?sort=price_asc")
  await page.getByLabel("Min price (€)").fill("100")
  await expect(page).toHaveURL(/priceMin=100(&|$)/)
  await page.getByLabel("Max price (€)").fill("500,50")
  await expect(page).toHaveURL(/priceMax=500\.50/)

  const noun = expected.total === 1 ? "product" : "products"
  const countLine = page.getByText(`Showing ${expected.products.length} of ${expected.total} ${noun}`)
  await expect(countLine).toBeVisible()
  // The cards follow the count line by one deferred render.
  await expect(page.getByTestId("product-card")).toHaveCount(expected.products.length)
  const prices = (await page.getByTestId("product-card").getByText(/^€/).allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, ""))
  )
  expect(prices).toHaveLength(expected.products.length)
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(100)
    expect(price).toBeLessThanOrEqual(500.5)
  }

  await page.reload()
  await expect(page.getByLabel("Min price (€)")).toHaveValue("100")
  await expect(page.getByLabel("Max price (€)")).toHaveValue("500.50")
  await expect(countLine).toBeVisible()
})

test("a cart line's quantity goes up to the stock and down to one, and survives a reload", async ({ page }) => {
  // A piece stocked in several units, so the quantity can move.
  const { products } = await list(page, "limit=100&sort=price_asc")
  const piece = products.find((p) => p.stock >= 2)
  expect(piece, "the seed stocks some common pieces in several units").toBeTruthy()

  await page.goto(`/product/${piece!.handle}`)
  await page.getByRole("button", { name: "Add to Cart" }).click()
  await page.getByRole("button", { name: /^Cart/ }).click()
  const panel = page.getByRole("dialog", { name: "Shopping Cart" })
  const increase = panel.getByRole("button", { name: `Increase quantity of ${piece!.name}` })
  const decrease = panel.getByRole("button", { name: `Decrease quantity of ${piece!.name}` })

  await expect(decrease).toBeDisabled()
  for (let quantity = 2; quantity <= piece!.stock; quantity++) {
    await increase.click()
    await expect(panel.getByLabel(`Quantity ${quantity}`)).toBeVisible()
  }
  await expect(increase).toBeDisabled()
  await expect(decrease).toBeEnabled()
  for (let quantity = piece!.stock - 1; quantity >= 2; quantity--) {
    await decrease.click()
    await expect(panel.getByLabel(`Quantity ${quantity}`)).toBeVisible()
  }

  // The whole cart state is kept (spec §3), the open panel included.
  await page.reload()
  const reopened = page.getByRole("dialog", { name: "Shopping Cart" })
  await expect(reopened.getByLabel("Quantity 2")).toBeVisible()

  await reopened.getByRole("button", { name: `Decrease quantity of ${piece!.name}` }).click()
  await expect(reopened.getByLabel("Quantity 1")).toBeVisible()
  await reopened.getByRole("button", { name: /close/i }).click()
  await expect(page.getByTestId("cart-badge")).toHaveText("1")
})
