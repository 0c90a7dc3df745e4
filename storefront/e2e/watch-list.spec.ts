import { expect, test } from "@playwright/test"
import { register } from "./support/register"

test("a guest's watched piece joins the account's watch list on sign-in", async ({ page }) => {
  const email = `watcher.${Date.now().toString(36)}@example.com`
  const password = "watch-password-1"
  await register({ firstName: "Ada", lastName: "Collector", email, password })

  // As a guest: the heart on the first card of the listing.
  await page.goto("/products")
  const card = page.getByTestId("product-card").first()
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim()
  await card.getByRole("button", { name: `Watch ${name}` }).click()
  await expect(card.getByRole("button", { name: `Stop watching ${name}` })).toHaveAttribute("aria-pressed", "true")

  // Sign in: the browser's list is merged into the account and emptied.
  await page.goto("/sign-in")
  await page.getByLabel("Email Address").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("watch-list-guest") ?? "{}")?.state?.productIds?.length))
    .toBe(0)

  await page.goto("/account")
  await page.getByRole("link", { name: "Your watch list" }).click()
  await expect(page).toHaveURL(/\/account\/watch-list$/)
  const piece = page.getByTestId("watched-piece")
  await expect(piece).toHaveCount(1)
  await expect(piece.getByRole("link", { name })).toBeVisible()
  await expect(piece.getByTestId("watch-state")).toHaveText("Available")

  // The heart on the product page shows it watched, from the account now.
  await piece.getByRole("link", { name }).click()
  await expect(page.getByRole("button", { name: `Stop watching ${name}` })).toHaveAttribute("aria-pressed", "true")
})
