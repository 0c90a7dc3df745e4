import { expect, test, type Locator, type Page } from "@playwright/test"
import { register } from "./support/register"

type Product = { handle: string; name: string; stock: number }

/** A dialog as a person meets it: wholly inside the window, holding the focus, gone with Esc. */
async function onScreen(page: Page, dialog: Locator, buttons: Locator[]) {
  await expect(dialog).toBeInViewport({ ratio: 1 })
  for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 })
  expect(await dialog.evaluate((node) => node.contains(document.activeElement)), "the dialog holds the focus").toBe(true)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
}

async function pieceInStock(page: Page): Promise<Product> {
  const list = await page.request.get("/api/products?limit=100")
  const piece = ((await list.json()) as { products: Product[] }).products.find((p) => p.stock >= 2)
  expect(piece, "the seed stocks some pieces in several units").toBeTruthy()
  return piece!
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`the shop's dialogs at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test("the cart panel and the enlarged picture open inside the window and close with Esc", async ({ page }) => {
      const piece = await pieceInStock(page)
      await page.goto(`/product/${piece.handle}`)
      const enlarge = page.getByRole("button", { name: `Enlarge obverse of ${piece.name}` })
      await expect(enlarge).toBeInViewport()
      await enlarge.click()
      const zoom = page.getByRole("dialog", { name: `${piece.name} - obverse` })
      await onScreen(page, zoom, [zoom.getByRole("button", { name: "Close enlarged image" })])

      await page.getByRole("button", { name: "Add to Cart" }).click()
      await page.getByRole("button", { name: /^Cart/ }).click()
      const panel = page.getByRole("dialog", { name: "Shopping Cart" })
      await onScreen(page, panel, [
        panel.getByRole("button", { name: "Proceed to Checkout" }),
        panel.getByRole("button", { name: "Close cart" }),
      ])
    })

    test("a dialog taller than the window scrolls inside itself, and its button is reached there", async ({ page }) => {
      const run = `${Date.now().toString(36)}${viewport.width}`
      const person = { firstName: "Dora", lastName: "Dialog", email: `dora.${run}@example.com`, password: "dialog-pass-1" }
      await register(person)
      await page.goto("/sign-in")
      await page.getByLabel("Email Address").fill(person.email)
      await page.getByLabel("Password").fill(person.password)
      await page.getByRole("button", { name: "Sign in" }).click()
      await expect(page).not.toHaveURL(/\/sign-in/)

      await page.goto(`/products?search=dialog${run}`)
      const open = page.getByRole("button", { name: "Save this search" })
      await open.scrollIntoViewIfNeeded()
      await open.click()
      const dialog = page.getByRole("dialog", { name: "Save this search" })
      await onScreen(page, dialog, [dialog.getByRole("button", { name: "Save want" })])

      // A window lower than the form: the dialog keeps inside it and scrolls itself.
      await page.setViewportSize({ width: viewport.width, height: 300 })
      await open.scrollIntoViewIfNeeded()
      await open.click()
      await expect(dialog).toBeInViewport({ ratio: 1 })
      expect(await dialog.evaluate((node) => node.scrollHeight > node.clientHeight), "the form is taller than the dialog").toBe(
        true
      )
      await dialog.getByLabel("Name").fill("Dialog test")
      const save = dialog.getByRole("button", { name: "Save want" })
      await save.scrollIntoViewIfNeeded()
      await expect(save).toBeInViewport({ ratio: 1 })
      await expect(dialog).toBeInViewport({ ratio: 1 })
      await save.click()
      await expect(page.getByText('Saved "Dialog test"', { exact: true })).toBeVisible()
    })
  })
}
