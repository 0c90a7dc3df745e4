import { expect, test } from "@playwright/test"
import { publishPiece, STAFF } from "./support/back-office"
import { waitForMail } from "./support/mail"
import { register } from "./support/register"

test("a saved search e-mails its collector when a matching piece is published, and the e-mail's link unsubscribes", async ({
  page,
}) => {
  test.setTimeout(150_000)
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  const run = Date.now().toString(36)
  const word = `wyvern${run}`
  const email = `wanter.${run}@example.com`
  const password = "want-password-1"
  await register({ firstName: "Wanda", lastName: "Collector", email, password })
  await page.goto("/sign-in")
  await page.getByLabel("Email Address").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)

  // A search nothing matches yet, saved under a name.
  await page.goto(`/products?search=${word}&priceMax=100`)
  await page.getByRole("button", { name: "Save this search" }).click()
  const dialog = page.getByRole("dialog", { name: "Save this search" })
  await dialog.getByLabel("Name").fill("Wyvern thalers")
  await dialog.getByRole("button", { name: "Save want" }).click()
  await expect(page.getByText('Saved "Wyvern thalers"', { exact: true })).toBeVisible()

  await page.goto("/account")
  await page.getByRole("link", { name: "My wants" }).click()
  await expect(page).toHaveURL(/\/account\/wants$/)
  const want = page.getByTestId("want")
  await expect(want.getByRole("heading", { name: "Wyvern thalers" })).toBeVisible()
  await expect(want.getByTestId("want-matches")).toHaveText("0 pieces match now")

  // A matching piece is published in the back office's API: the alert arrives by e-mail.
  await publishPiece(`Thaler ${word}`, `thaler-${word}`)
  const mail = await waitForMail(email, /^Your want "Wyvern thalers": Thaler/)
  expect(mail.text).toContain("Price: €42.00")
  expect(mail.headers?.["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")
  const pieceLink = /See the piece: (http\S+)/.exec(mail.text)?.[1]
  expect(pieceLink).toBeTruthy()
  await page.goto(pieceLink!)
  await expect(page.getByRole("heading", { level: 1, name: `Thaler ${word}` })).toBeVisible()

  await page.goto("/account/wants")
  await expect(page.getByTestId("want-matches")).toHaveText("1 piece matches now")
  await page.getByTestId("want-matches").click()
  await expect(page).toHaveURL(new RegExp(`/products\\?search=${word}&priceMax=100$`))

  // The e-mail's own link stops the want's e-mails; an altered one is refused and changes nothing.
  const unsubscribe = /Stop e-mails for this want: (http\S+)/.exec(mail.text)?.[1]
  expect(unsubscribe).toBeTruthy()
  await page.goto(unsubscribe!.replace(/.$/, (c) => (c === "A" ? "B" : "A")))
  await expect(page.getByRole("alert")).toContainText("not valid")
  await page.goto("/account/wants")
  await expect(page.getByRole("combobox", { name: "E-mails for Wyvern thalers" })).toHaveText("E-mail at once")
  await page.goto(unsubscribe!)
  await expect(page.getByRole("status")).toContainText("this want sends you no more e-mails")
  await page.goto("/account/wants")
  await expect(page.getByRole("combobox", { name: "E-mails for Wyvern thalers" })).toHaveText("No e-mails")
})
