import { expect, test } from "@playwright/test"

test("the home page shows the tagline and the seeded products /api answers", async ({ page, request }) => {
  await page.goto("/")
  await expect(page.getByText("Professional Numismatics").first()).toBeVisible()

  // The shop server draws the page from the same answer (docs/decisions/193).
  const products = (await (await request.get("/api/new-products")).json()) as { name: string; frontImageUrl: string }[]
  expect(products.length).toBeGreaterThan(0)
  const first = products[0]!
  await expect(page.getByText(first.name).first()).toBeVisible()

  // The product's obverse image is served and actually loads in the page.
  const image = page.locator(`img[src="${first.frontImageUrl}"]`).first()
  await image.scrollIntoViewIfNeeded()
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})
