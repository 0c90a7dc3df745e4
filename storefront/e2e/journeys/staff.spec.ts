import { expect, test, type Locator } from "@playwright/test"
import { STAFF } from "../support/back-office"
import { atHome, signInAfterWrongPassword } from "../support/journey"
import { waitForMail } from "../support/mail"
import { Person } from "../support/person"
import { placeOrder } from "../support/place-order"
import { camt053 } from "../support/statement"

// A staff member at the order desk: signs in, finds an order, records its bank transfer by
// hand, matches another's from the bank's statement, ships the first with its tracking number,
// opens its page and its papers, and cancels a third order, whose piece is on sale again (its
// product page says so).

type Product = { id: string; name: string; handle: string; finalPrice: string; stock: number }

const reference = (orderId: string) => `ORD-${orderId.slice(-6).toUpperCase()}`

test("staff record, match, ship, print and cancel orders at the desk", async ({ page }, info) => {
  test.setTimeout(300_000)
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  const me = await Person.at(page, info)
  const run = `${info.project.name}${Date.now().toString(36)}`

  // Three shoppers' orders by bank transfer, each of one modern coin: unique pieces past the
  // dearest (other tests buy from both ends of the catalogue), each size its own, over €50 so
  // that shipping within the EU is free and the transfer's amount is the piece's price.
  const listing = await page.request.get("/api/products?category=Modern%20Coins&sort=price_desc&limit=48")
  const coins = ((await listing.json()) as { products: Product[] }).products.filter(
    (p) => p.stock === 1 && Number(p.finalPrice) >= 50
  )
  const offset = info.project.name === "phone" ? 2 : 5
  const placed = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const piece = coins[offset + i]!
      const email = `desk.${run}.${i}@example.com`
      const lastName = ["Ashford", "Bellamy", "Carver"][i]!
      const id = await placeOrder(page.request, piece, { firstName: "Desk", lastName, email })
      return { id, piece, email, reference: reference(id) }
    })
  )
  const [byHand, byStatement, canceled] = [placed[0]!, placed[1]!, placed[2]!]
  const entry = (id: string): Locator =>
    page.locator(`[data-order-id="${id}"], [data-order-card="${id}"]`).filter({ visible: true })

  await atHome(me)

  await me.step(
    "sign in to the dashboard, first with a wrong password",
    async () => {
      await signInAfterWrongPassword(me, "Admin Dashboard", STAFF.email, "not-the-password", STAFF.password)
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible()
    },
    { allow: [401] }
  )

  const search = async (order: { id: string; reference: string }) => {
    await me.type(page.getByPlaceholder("Order number, customer name or e-mail"), order.reference)
    await expect(entry(order.id)).toBeVisible()
  }

  await me.step("search an order", async () => {
    await search(byHand)
    await expect(entry(byHand.id)).toContainText("Desk Ashford")
  })

  await me.step("record its payment, first without the bank's reference", async () => {
    await me.press(entry(byHand.id).getByRole("button", { name: "Record payment" }))
    const dialog = page.getByRole("dialog", { name: /^Record payment for/ })
    await expect(dialog).toBeInViewport({ ratio: 1 })
    const submit = dialog.getByRole("button", { name: "Record payment" })
    await me.press(submit)
    // The browser's own message points at the empty field, and nothing is recorded.
    const bankReference = dialog.getByLabel("Bank reference")
    await expect(bankReference).toBeFocused()
    expect(await bankReference.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe("")
    await me.type(bankReference, `HAND-${run}`)
    await me.press(submit)
    await expect(dialog).toBeHidden()
    await expect(entry(byHand.id)).toContainText("Paid")
  })

  await me.step(
    "upload a statement of the wrong format, then the bank's, and confirm its match",
    async () => {
      await search(byStatement)
      const pick = async (name: string, mimeType: string, text: string) => {
        const chooser = page.waitForEvent("filechooser")
        await me.press(page.getByLabel("Statement file"))
        await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(text) })
        await me.press(page.getByRole("button", { name: "Match statement" }))
      }
      await pick("statement.xml", "application/xml", "this is not a bank statement")
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: /statement|CAMT|XML|CSV/i })
          .first()
      ).toBeVisible()
      const total = Number(byStatement.piece.finalPrice).toFixed(2)
      const remittance = `Rechnung ${byStatement.reference.toLowerCase().replace("-", " ")} danke`
      await pick("statement.xml", "application/xml", camt053(total, remittance, `J${run}`))
      await expect(page.getByTestId("statement-matched")).toContainText(byStatement.reference)
      await me.press(page.getByRole("button", { name: "Confirm 1 match" }))
      await expect(page.getByText("1 of 1 matches recorded.", { exact: true })).toBeVisible()
      await expect(entry(byStatement.id)).toContainText("Paid")
    },
    { allow: [400, 422] }
  )

  await me.step("mark the first order as shipped with its tracking number", async () => {
    await search(byHand)
    await me.type(entry(byHand.id).getByLabel(`Tracking number for ${byHand.id}`), "RR123456785LU")
    await me.type(entry(byHand.id).getByLabel(`Carrier for ${byHand.id}`), "POST Luxembourg")
    await me.press(entry(byHand.id).getByRole("button", { name: "Mark as Shipped" }))
    await expect(entry(byHand.id)).toContainText("Shipped")
  })

  await me.step("its page: address, pieces, payment and timeline", async () => {
    await me.press(entry(byHand.id).getByRole("link", { name: `#${byHand.reference}` }))
    await expect(page.getByRole("heading", { level: 1, name: `#${byHand.reference}` })).toBeVisible()
    await expect(page.getByText("1 Rue des Monnaies").first()).toBeVisible()
    await expect(page.getByText(byHand.piece.name).first()).toBeVisible()
    await expect(page.getByText(`HAND-${run}`).first()).toBeVisible()
    await expect(page.getByText("RR123456785LU").first()).toBeVisible()
    const piece = page.getByTestId("order-piece").filter({ hasText: byHand.piece.name })
    await expect(piece.getByRole("img", { name: byHand.piece.name })).toHaveAttribute("src", /\?w=160$/)
    const timeline = page.getByTestId("order-timeline")
    await expect(timeline).toContainText("Order placed")
    await expect(timeline).toContainText("Bank transfer recorded")
    await expect(timeline).toContainText(`by ${STAFF.email}`)
  })

  await me.step("its papers: the packing slip to print, the invoice as PDF", async () => {
    const slip = page.waitForEvent("popup")
    await me.press(page.getByRole("link", { name: "Packing slip", exact: true }))
    const slipPage = await slip
    await expect(slipPage.getByText(byHand.piece.name).first()).toBeVisible()
    await expect(slipPage.getByText("1 Rue des Monnaies").first()).toBeVisible()
    await expect(slipPage.getByRole("button", { name: "Print" })).toBeInViewport({ ratio: 1 })
    await slipPage.close()
    const download = page.waitForEvent("download")
    await me.press(page.getByRole("link", { name: "Invoice (PDF)" }))
    const pdf = await download
    expect(pdf.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/)
    const bytes = await pdf.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = []
          stream.on("data", (chunk: Buffer) => chunks.push(chunk))
          stream.on("end", () => resolve(Buffer.concat(chunks)))
          stream.on("error", reject)
        })
    )
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
  })

  await me.step(
    "a goodwill refund of part of it, first of more than was paid",
    async () => {
      await me.press(page.getByRole("button", { name: "Refund", exact: true }))
      const dialog = page.getByRole("dialog", { name: /^Refund order/ })
      await expect(dialog).toBeInViewport({ ratio: 1 })
      await me.press(dialog.getByRole("radio", { name: "Chosen pieces, or an amount" }))
      await me.type(dialog.getByLabel("Amount to refund (EUR)"), "99999.00")
      await me.type(dialog.getByLabel("Bank reference of the refund"), `BACK-${run}`)
      const submit = dialog.getByRole("button", { name: "Refund", exact: true })
      await me.press(submit)
      await expect(dialog.getByRole("alert")).toBeVisible()
      await me.type(dialog.getByLabel("Amount to refund (EUR)"), "5.00")
      await me.press(submit)
      await expect(dialog).toBeHidden()
      // The invoice is answered by a credit note for what went back, and the buyer is told.
      await expect(page.getByText(/CN-\d{4}-\d{6}/).first()).toBeVisible()
      const mail = await waitForMail(byHand.email, /^Refund of/)
      expect(mail.subject).toContain(byHand.reference)
    },
    { allow: [409] }
  )

  await me.step("cancel another order from its page", async () => {
    await me.press(page.getByRole("link", { name: "Dashboard", exact: true }))
    await search(canceled)
    await me.press(entry(canceled.id).getByRole("link", { name: `#${canceled.reference}` }))
    await me.press(page.getByRole("button", { name: "Cancel order" }))
    const dialog = page.getByRole("dialog", { name: /^Cancel order/ })
    await expect(dialog).toBeInViewport({ ratio: 1 })
    await expect(dialog.getByRole("heading", { name: `Cancel order #${canceled.reference}?` })).toBeVisible()
    await expect(dialog).toContainText("Nothing has been paid")
    await me.press(dialog.getByRole("button", { name: "Cancel order" }))
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId("order-status")).toContainText("Canceled")
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0)
    await waitForMail(canceled.email, /cancel/i)
  })

  await me.step("the canceled order's piece is on sale again", async () => {
    await me.type(page.getByRole("searchbox", { name: "Search the catalogue" }), canceled.piece.name)
    await me.press(page.getByRole("button", { name: "Search", exact: true }))
    const card = page.getByTestId("product-card").filter({ hasText: canceled.piece.name }).first()
    await expect(async () => {
      await page.reload()
      await expect(card.getByRole("button", { name: "Add to Cart" })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000, intervals: [1_000] })
    // The picture: the title's link may wrap over two lines on a phone, its centre between them.
    await me.press(card.getByRole("link").first())
    await expect(page.getByRole("heading", { level: 1, name: canceled.piece.name })).toBeVisible()
    await expect(page.getByText("In stock", { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: /add to cart/i }).first()).toBeEnabled()
  })
})
