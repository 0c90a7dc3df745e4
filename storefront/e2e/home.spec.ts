import { expect, test } from "@playwright/test"

test("the home page shows the tagline and seeded products fetched through /api", async ({ page }) => {
  const fromApi = page.waitForResponse((r) => r.url().includes("/api/new-products") && r.ok())
  await page.goto("/")
  await expect(page.getByText("Professional Numismatics").first()).toBeVisible()

  const products = (await (await fromApi).json()) as { name: string; frontImageUrl: string }[]
  expect(products.length).toBeGreaterThan(0)
  const first = products[0]!
  await expect(page.getByText(first.name).first()).toBeVisible()

  // The product's obverse image is served and actually loads in the page.
  const image = page.locator(`img[src="${first.frontImageUrl}"]`).first()
  await image.scrollIntoViewIfNeeded()
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})
