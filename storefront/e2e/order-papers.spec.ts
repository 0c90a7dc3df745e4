import { readFileSync } from "node:fs"
import { expect, test, type Page } from "@playwright/test"
import { placeOrder } from "./support/place-order"
import { recordPayment } from "./support/record-payment"

const STAFF = { email: process.env.STAFF_EMAIL ?? "", password: process.env.STAFF_PASSWORD ?? "" }

type Product = { id: string; name: string; finalPrice: string; stock: number }

async function signInAsStaff(page: Page) {
  await page.goto("/admin")
  await page.getByLabel("Email Address").fill(STAFF.email)
  await page.getByLabel("Password").fill(STAFF.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible()
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`an order's papers at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test("staff print the packing slip and, once paid, download the invoice", async ({ page }, testInfo) => {
      expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
      await signInAsStaff(page)
      const list = await page.request.get("/api/products?limit=100")
      const products = ((await list.json()) as { products: Product[] }).products.filter((p) => p.stock >= 2)
      products.sort((a, b) => b.stock - a.stock)
      const piece = products[viewport.width > 1000 ? 2 : 3]!
      const n = Date.now()
      const orderId = await placeOrder(page.request, piece, {
        firstName: "Paper",
        lastName: "Reader",
        email: `paper.reader${n}@example.com`,
      })
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
}
