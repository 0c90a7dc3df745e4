import { expect, test, type Locator } from "@playwright/test"
import { placeOrder } from "./support/place-order"
import { signInAsStaff, STAFF } from "./support/back-office"

type Product = { id: string; name: string; finalPrice: string; stock: number }

const orderNumber = (id: string) => `#ORD-${id.slice(-6).toUpperCase()}`

/** A click as a person makes it: on a control that is on the screen. */
async function press(control: Locator) {
  await control.scrollIntoViewIfNeeded()
  await expect(control).toBeInViewport()
  await control.click()
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`taking an order back at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test("staff cancel an order from its page, and its unique piece is on sale again in the listing", async ({
      page,
    }, testInfo) => {
      expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
      await signInAsStaff(page)
      // A unique piece of its own for each window size, from the dear end no other test buys from.
      const list = await page.request.get("/api/products?limit=100&sort=price_desc")
      const unique = ((await list.json()) as { products: Product[] }).products.filter((p) => p.stock === 1)
      const piece = unique[viewport.width > 1000 ? 2 : 3]!
      const orderId = await placeOrder(page.request, piece, {
        firstName: "Taken",
        lastName: "Back",
        email: `taken.back${Date.now()}@example.com`,
      })

      await page.goto(`/admin/orders/${orderId}`)
      await expect(page.getByRole("heading", { level: 1, name: orderNumber(orderId) })).toBeVisible()
      await press(page.getByRole("button", { name: "Cancel order" }))
      const dialog = page.getByRole("dialog")
      await expect(dialog).toBeInViewport({ ratio: 1 })
      await expect(dialog.getByRole("heading", { name: `Cancel order ${orderNumber(orderId)}?` })).toBeVisible()
      await expect(dialog).toContainText("Nothing has been paid")
      await page.screenshot({ path: testInfo.outputPath("cancel-dialog.png") })
      await press(dialog.getByRole("button", { name: "Cancel order" }))
      await expect(dialog).toBeHidden()
      await expect(page.locator("header").getByText("Canceled", { exact: true })).toBeVisible()
      await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0)

      // The shopper's side: the piece is found in the listing and can be bought again.
      await page.goto(`/products?search=${encodeURIComponent(piece.name)}`)
      const card = page.getByTestId("product-card").filter({ hasText: piece.name }).first()
      await press(card.getByRole("link").first())
      await expect(page.getByRole("heading", { level: 1, name: piece.name })).toBeVisible()
      await expect(page.getByText("In stock", { exact: true })).toBeVisible()
      await expect(page.getByRole("button", { name: /add to cart/i })).toBeEnabled()
    })
  })
}
