import { expect, test } from "@playwright/test"
import { atHome } from "../support/journey"
import { waitForMail } from "../support/mail"
import { Person } from "../support/person"

// A collector in Vienna: comes to the English home page, switches to German, searches with a
// German grade word, buys a piece by bank transfer as a guest, all in German, and receives the
// confirmation in German. Run at a phone's and a laptop's size (playwright.config.ts).

test("a collector shops in German, from the home page to the order and its German e-mail", async ({ page }, info) => {
  test.setTimeout(240_000)
  const me = await Person.at(page, info)
  const run = `${info.project.name}${Date.now().toString(36)}`
  const email = `sammler.${run}@example.com`

  await atHome(me)

  await me.step("switch to German", async () => {
    await me.press(page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }))
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole("heading", { name: "Neu im Katalog" })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === "shop_language")?.value).toBe("de")
  })

  await me.step("search with a German grade word, cheapest first", async () => {
    await me.type(page.getByRole("searchbox", { name: "Katalog durchsuchen" }), "vorzüglich")
    await me.press(page.getByRole("button", { name: "Suchen", exact: true }))
    await expect(page).toHaveURL(/\/de\/products\?search=vorz%C3%BCglich/)
    await expect(page.getByText(/^\d+ von \d+ Produkten?$/)).toBeVisible()
    await me.pick(page.getByRole("combobox", { name: "Sortieren nach" }).filter({ visible: true }), "Preis: aufsteigend")
    await expect(page).toHaveURL(/sort=price_asc/)
    await expect(page.getByText(/^\d+ von \d+ Produkten?$/)).toBeVisible()
  })

  // Its own piece: past the cheapest few, which other tests buy.
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "In den Warenkorb" }) })
    .nth(info.project.name === "phone" ? 5 : 6)
  const name = ((await card.getByRole("heading").first().textContent()) ?? "").trim()

  await me.step("the piece's page and into the cart", async () => {
    await me.press(card.getByRole("link", { name }).first())
    await expect(page).toHaveURL(/\/de\/product\//)
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    // Its country in German: the demo data names every country in the three languages.
    const handle = new URL(page.url()).pathname.split("/").pop()!
    const [english, german] = await Promise.all(
      ["en", "de"].map(
        async (lang) => (await (await page.request.get(`/api/products/${handle}?lang=${lang}`)).json()) as { country: string }
      )
    )
    expect(german!.country).not.toBe(english!.country)
    await expect(page.getByRole("definition").filter({ hasText: german!.country })).toBeVisible()
    await me.press(page.getByRole("button", { name: "In den Warenkorb" }))
    await me.press(page.getByRole("button", { name: /^Warenkorb/ }))
    const panel = page.getByRole("dialog", { name: "Warenkorb" })
    await expect(panel.getByText(name)).toBeVisible()
    await me.press(panel.getByRole("button", { name: "Zur Kasse" }))
    await expect(page).toHaveURL(/\/de\/checkout/)
    await expect(page.getByRole("heading", { name: "Sichere Kasse" })).toBeVisible()
  })

  let orderNumber = ""
  await me.step("address, shipping and the order placed, by bank transfer", async () => {
    const transfer = page.getByRole("radio", { name: "Banküberweisung" })
    if ((await transfer.count()) > 0) await me.press(transfer)
    await me.type(page.getByLabel("Vorname"), "Erika")
    await me.type(page.getByLabel("Nachname"), "Mustermann")
    await me.type(page.getByLabel("E-Mail-Adresse"), email)
    await me.type(page.getByLabel("Adresse", { exact: true }), "Graben 12")
    await me.type(page.getByLabel("Postleitzahl"), "1010")
    await me.type(page.getByRole("textbox", { name: "Ort", exact: true }), "Wien")
    await me.choose(page.getByLabel("Land"), "Österreich")
    await me.press(page.getByRole("button", { name: "Versandoptionen anzeigen" }))
    const total = ((await page.getByTestId("checkout-total").textContent()) ?? "").trim()
    await me.press(page.getByRole("button", { name: `${total} bezahlen` }))
    await expect(page.getByTestId("order-number")).toHaveText(/^#ORD-[0-9A-Z]{6}$/)
    orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").replace("#", "")
    await expect(page.getByText("Bitte bezahlen Sie per Banküberweisung")).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
  })

  await me.step(
    "the confirmation e-mail, in German",
    async () => {
      const mail = await waitForMail(email, new RegExp(`^Ihre Bestellung #?${orderNumber} bei `))
      expect(mail.text).toContain("Vielen Dank für Ihre Bestellung")
      expect(mail.text).toContain("Graben 12")
    },
    { scan: false }
  )
})
