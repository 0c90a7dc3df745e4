import { expect, test } from "@playwright/test"
import { register } from "./support/register"
import { waitForMail } from "./support/mail"

test("a forgotten password is reset with the link from the e-mail, once", async ({ page }) => {
  const email = `reset.${Date.now().toString(36)}@example.com`
  await register({ firstName: "Emmy", lastName: "Noether", email, password: "old-password-1" })

  await page.goto("/sign-in")
  await page.getByRole("link", { name: "Forgot password?" }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  // The address changes before the page's code has loaded; until then the sign-in form, with
  // its own "Email Address" field, is still on screen.
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible()
  await page.getByLabel("Email Address").fill(email)
  await page.getByRole("button", { name: "Send reset link" }).click()
  await expect(page.getByRole("status")).toContainText("If an account exists for this address")

  const mail = await waitForMail(email, /Reset your Numismatic Shop password/)
  const link = /(http\S+\/reset-password\?\S+)/.exec(mail.text)?.[1]
  expect(link).toBeTruthy()
  await page.goto(link!)
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible()
  await expect(page.getByText(`For the account ${email}.`)).toBeVisible()
  await page.getByLabel("New password", { exact: true }).fill("new-password-2")
  await page.getByLabel("Repeat the new password").fill("new-password-2")
  await page.getByRole("button", { name: "Set new password" }).click()
  await expect(page.getByRole("status")).toContainText("Your password has been changed")

  // The same link a second time is refused.
  await page.goto(link!)
  await page.getByLabel("New password", { exact: true }).fill("third-password-3")
  await page.getByLabel("Repeat the new password").fill("third-password-3")
  await page.getByRole("button", { name: "Set new password" }).click()
  await expect(page.getByRole("alert")).toContainText("expired or has been used")

  // The new password signs in; the old one does not.
  await page.goto("/sign-in")
  await page.getByLabel("Email Address").fill(email)
  await page.getByLabel("Password").fill("old-password-1")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("alert")).toContainText("not correct")
  await page.getByLabel("Password").fill("new-password-2")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)
})
