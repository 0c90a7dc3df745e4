import { readFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import { ownOrder } from "./support/own-order"
import { placeOrder, wellStockedPieces } from "./support/place-order"
import { recordPayment } from "./support/record-payment"
import { register } from "./support/register"
import { signInAsStaff, STAFF } from "./support/back-office"

type Product = { id: string; name: string; finalPrice: string; stock: number }

const SHOP_URL = process.env.SHOP_URL ?? "http://localhost:8000"

/** A transfer recorded by staff through the shop's API, as the dashboard's dialog sends it. */
async function recordTransfer(orderId: string, amount: string) {
  const signIn = await fetch(`${SHOP_URL}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL },
    body: JSON.stringify(STAFF),
  })
  const cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!
  const paid = await fetch(`${SHOP_URL}/api/orders/${orderId}/bank-payments`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL, cookie },
    body: JSON.stringify({ amount, receivedAt: new Date().toISOString().slice(0, 10), bankReference: `OWN-${Date.now()}` }),
  })
  expect(paid.status, await paid.text()).toBe(200)
}

const laptop = { width: 1366, height: 900 }
const phone = { width: 375, height: 812 }

// On a phone, staff open an order's papers in the staff journey (journeys/staff.spec.ts).
test.describe(`an order's papers at ${laptop.width}×${laptop.height}`, () => {
  const viewport = laptop
  test.use({ viewport })

  test("staff print the packing slip and, once paid, download the invoice", async ({ page }, testInfo) => {
    await signInAsStaff(page)
    const piece = (await wellStockedPieces(page.request))[viewport.width > 1000 ? 2 : 3]!
    const n = Date.now()
    const buyer = { firstName: "Paper", lastName: "Reader", email: `paper.reader${n}@example.com` }
    const orderId = await placeOrder(page.request, piece, buyer)
    await page.goto(`/admin/orders/${orderId}`)
    const papers = page.getByRole("region", { name: "Papers" })
    await expect(papers).toContainText("No invoice yet: it is issued when the order is paid.")

    // The packing slip opens as a printable page in a new tab, whose Print button prints it.
    const slipLink = papers.getByRole("link", { name: "Packing slip", exact: true })
    await slipLink.scrollIntoViewIfNeeded()
    await expect(slipLink).toBeInViewport()
    const [slip] = await Promise.all([page.waitForEvent("popup"), slipLink.click()])
    await slip.setViewportSize(viewport)
    await expect(slip.getByRole("heading", { name: "Packing slip" })).toBeVisible()
    await expect(slip.locator("main")).toContainText(piece.name)
    await expect(slip.locator("main")).toContainText("Paper Reader")
    await expect(slip.locator("main")).not.toContainText("€")
    await slip.screenshot({ path: testInfo.outputPath("packing-slip.png"), fullPage: true })
    // The browser's print dialog cannot be driven: the test only notes that the button asked for it.
    await slip.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes")
    })
    const print = slip.getByRole("button", { name: "Print" })
    await expect(print).toBeInViewport({ ratio: 1 })
    await print.click()
    await expect(slip.locator("body")).toHaveAttribute("data-printed", "yes")
    await slip.close()

    // Paid: the invoice is issued with its number, and downloads as a PDF.
    await recordPayment(page, page.getByTestId("order-actions"), { reference: `PAPERS-${n}` })
    await expect(papers).toContainText(/Invoice \d{4}-\d{6}/)
    const number = /(\d{4}-\d{6})/.exec((await papers.textContent()) ?? "")![1]!
    const download = papers.getByRole("link", { name: "Invoice (PDF)" })
    await download.scrollIntoViewIfNeeded()
    await expect(download).toBeInViewport()
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()])
    expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`)
    const pdf = readFileSync(await file.path())
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    await page.screenshot({ path: testInfo.outputPath("order-papers.png"), fullPage: true })

    const invoiceLink = papers.getByRole("link", { name: "Invoice", exact: true })
    const [invoice] = await Promise.all([page.waitForEvent("popup"), invoiceLink.click()])
    await invoice.setViewportSize(viewport)
    await expect(invoice.locator("main")).toContainText(`Invoice number: ${number}`)
    await expect(invoice.locator("main")).toContainText(piece.name)
    await invoice.screenshot({ path: testInfo.outputPath("invoice.png"), fullPage: true })
  })
})

for (const viewport of [laptop, phone]) {
  test.describe(`an invoice in the account at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test("a collector downloads the invoice of a paid order from the account", async ({ page }, testInfo) => {
      const person = {
        firstName: "Invoice",
        lastName: "Reader",
        email: `invoice.reader${Date.now()}@example.com`,
        password: "a-long-password",
      }
      await register(person)
      const list = await page.request.get("/api/products?limit=100")
      const products = ((await list.json()) as { products: Product[] }).products.filter((p) => p.stock >= 2)
      const order = await ownOrder(person, products[viewport.width > 1000 ? 4 : 5]!.id)
      await recordTransfer(order.id, order.total)

      await page.goto("/sign-in?returnTo=%2Faccount")
      await page.getByLabel("Email Address").fill(person.email)
      await page.getByLabel("Password").fill(person.password)
      await page.getByRole("button", { name: "Sign in" }).click()
      const link = page.getByRole("link", { name: /^Invoice of order #ORD-.* \(PDF\)$/ })
      await link.scrollIntoViewIfNeeded()
      await expect(link).toBeInViewport()
      await page.screenshot({ path: testInfo.outputPath("account.png") })
      const [file] = await Promise.all([page.waitForEvent("download"), link.click()])
      expect(file.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/)
      expect(
        readFileSync(await file.path())
          .subarray(0, 5)
          .toString()
      ).toBe("%PDF-")
    })
  })
}
