import { expect } from "@playwright/test"
import type { Person } from "./person"

/** A journey's first step: the shop's home page. */
export async function atHome(me: Person): Promise<void> {
  await me.step("home", async () => {
    await me.page.goto("/")
    await expect(me.page.getByRole("heading", { name: "New Additions to Catalog" })).toBeVisible()
  })
}

/** Follows `link` to the sign-in form and signs in, first with a wrong password whose refusal shows. */
export async function signInAfterWrongPassword(me: Person, link: string, email: string, wrong: string, password: string) {
  const page = me.page
  await me.press(page.getByRole("link", { name: link }))
  await me.type(page.getByLabel("Email Address"), email)
  await me.type(page.getByLabel("Password"), wrong)
  await me.press(page.getByRole("button", { name: "Sign in" }))
  await expect(page.getByRole("alert")).toBeVisible()
  await me.type(page.getByLabel("Password"), password)
  await me.press(page.getByRole("button", { name: "Sign in" }))
}
