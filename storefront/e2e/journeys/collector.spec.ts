import { expect, test } from "@playwright/test"
import { publishPiece } from "../support/back-office"
import { atHome } from "../support/journey"
import { waitForMail } from "../support/mail"
import { Person } from "../support/person"

// A collector: makes an account, saves a search nothing matches yet, watches a piece, hears by
// e-mail when a matching piece is published, stops that want's e-mails from the e-mail's link,
// and reads what a card's grade means in the grading guide.

test("a collector saves a search, watches a piece, gets the alert and unsubscribes", async ({ page }, info) => {
  test.setTimeout(240_000)
  const me = await Person.at(page, info)
  const run = `${info.project.name}${Date.now().toString(36)}`
  const word = `gryphon${run}`
  const email = `collector.${run}@example.com`

  await atHome(me)

  await me.step("register, first with the form empty", async () => {
    await me.press(page.getByRole("link", { name: "Account" }))
    await me.press(page.getByRole("link", { name: /create/i }))
    await expect(page).toHaveURL(/\/register/)
    await me.press(page.getByRole("button", { name: "Create account" }))
    // The browser's own message points at the first empty field, and nothing is sent.
    const first = page.getByLabel("First Name")
    await expect(first).toBeFocused()
    expect(await first.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe("")
    await expect(page).toHaveURL(/\/register/)
    await me.type(page.getByLabel("First Name"), "Theodor")
    await me.type(page.getByLabel("Last Name"), "Mommsen")
    await me.type(page.getByLabel("Email Address"), email)
    await me.type(page.getByLabel("Password"), "collector-password-1")
    await me.press(page.getByRole("button", { name: "Create account" }))
    await expect(page).not.toHaveURL(/\/register/)
  })

  await me.step("save a search", async () => {
    await me.type(page.getByRole("searchbox", { name: "Search the catalogue" }), word)
    await me.press(page.getByRole("button", { name: "Search", exact: true }))
    await expect(page).toHaveURL(new RegExp(`search=${word}`))
    await me.press(page.getByRole("button", { name: "Save this search" }))
    const dialog = page.getByRole("dialog", { name: "Save this search" })
    await me.type(dialog.getByLabel("Name"), "Gryphon thalers")
    await me.press(dialog.getByRole("button", { name: "Save want" }))
    await expect(page.getByText('Saved "Gryphon thalers"', { exact: true })).toBeVisible()
  })

  await me.step("watch a piece", async () => {
    await me.press(page.getByRole("link", { name: "Coins" }).first())
    const card = page.getByTestId("product-card").first()
    const name = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim()
    await me.press(card.getByRole("button", { name: `Watch ${name}` }))
    await expect(card.getByRole("button", { name: `Stop watching ${name}` })).toHaveAttribute("aria-pressed", "true")
  })

  let mail = { subject: "", text: "" }
  await me.step("a matching piece is published and its alert arrives", async () => {
    await publishPiece(`Thaler ${word}`, `thaler-${word}`)
    mail = await waitForMail(email, /^Your want "Gryphon thalers": Thaler/)
    const pieceLink = /See the piece: (http\S+)/.exec(mail.text)?.[1]
    expect(pieceLink).toBeTruthy()
    // The e-mail's link, followed from the mail program.
    await page.goto(pieceLink!)
    await expect(page.getByRole("heading", { level: 1, name: `Thaler ${word}` })).toBeVisible()
  })

  await me.step("unsubscribe from the e-mail's link", async () => {
    const unsubscribe = /Stop e-mails for this want: (http\S+)/.exec(mail.text)?.[1]
    expect(unsubscribe).toBeTruthy()
    await page.goto(unsubscribe!)
    await expect(page.getByRole("status")).toContainText("this want sends you no more e-mails")
  })

  await me.step("the grading guide from a card's grade", async () => {
    await me.press(page.getByRole("link", { name: "Coins" }).first())
    const grade = page.getByTestId("product-card").getByTestId("grade-hint").first()
    const text = ((await grade.textContent()) ?? "").trim()
    // On a phone the first tap explains the grade and the second follows its link.
    if (me.isPhone) {
      await me.press(grade)
      await expect(page.getByRole("tooltip")).toBeVisible()
    }
    await me.press(grade)
    await expect(page).toHaveURL(/\/grading#/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(text).not.toBe("")
  })
})
