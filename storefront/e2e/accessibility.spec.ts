import { expect, test } from "@playwright/test"
import { seriousViolations } from "./support/axe"

test("home, listing and product page have no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { name: "New Additions to Catalog" })).toBeVisible()
  await expect(page.locator(".animate-pulse")).toHaveCount(0)
  expect(await seriousViolations(page), "home").toEqual([])

  await page.goto("/products")
  await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toBeVisible()
  expect(await seriousViolations(page), "listing").toEqual([])

  const { products } = (await (await page.request.get("/api/products?limit=1")).json()) as {
    products: { handle: string; name: string }[]
  }
  await page.goto(`/product/${products[0]!.handle}`)
  await expect(page.getByRole("heading", { level: 1, name: products[0]!.name })).toBeVisible()
  expect(await seriousViolations(page), "product page").toEqual([])
})
