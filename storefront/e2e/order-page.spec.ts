import { expect, test } from "@playwright/test"
import { seriousViolations } from "./support/axe"
import { placeOrder, wellStockedPieces } from "./support/place-order"
import { recordPayment } from "./support/record-payment"
import { signInAsStaff, STAFF } from "./support/back-office"

const orderNumber = (id: string) => `#ORD-${id.slice(-6).toUpperCase()}`

// On a phone, staff open an order's page in the staff journey (journeys/staff.spec.ts).
const viewport = { width: 1366, height: 900 }
test.describe(`an order's page at ${viewport.width}×${viewport.height}`, () => {
  test.use({ viewport })

  test("staff open an order from the dashboard, see where it goes and what is in it, and record its payment", async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page)
    const piece = (await wellStockedPieces(page.request))[viewport.width > 1000 ? 0 : 1]!
    const n = Date.now()
    const buyer = { firstName: "Page", lastName: "Reader", email: `page.reader${n}@example.com` }
    const orderId = await placeOrder(page.request, piece, buyer)
    await page.reload()

    // The newest order heads the dashboard; its number leads to its page.
    const link = page.getByRole("link", { name: orderNumber(orderId) })
    await link.scrollIntoViewIfNeeded()
    await expect(link).toBeInViewport()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`))
    await expect(page.getByRole("heading", { level: 1, name: orderNumber(orderId) })).toBeVisible()

    const address = page.getByTestId("shipping-address")
    await expect(address).toContainText("Page Reader")
    await expect(address).toContainText("1 Rue des Monnaies")
    await expect(address).toContainText("1111 Luxembourg")
    const pieces = page.getByTestId("order-piece")
    await expect(pieces).toHaveCount(1)
    await expect(pieces.first()).toContainText(piece.name)
    await expect(pieces.first().getByRole("img", { name: piece.name })).toHaveAttribute("src", /\?w=160$/)
    await expect(page.getByTestId("order-timeline")).toContainText("Order placed")
    await page.screenshot({ path: testInfo.outputPath("order-page.png"), fullPage: true })
    expect(await seriousViolations(page), "no serious or critical accessibility violations").toEqual([])

    // The whole amount, with the mouse, on buttons inside the window.
    await recordPayment(page, page.getByTestId("order-actions"), { reference: `PAGE-${n}` })
    await expect(page.getByTestId("order-status")).toHaveText("Paid")
    await expect(page.getByTestId("bank-payments")).toContainText(`PAGE-${n}`)
    await expect(page.getByTestId("order-timeline")).toContainText("Bank transfer recorded")
    await expect(page.getByTestId("order-timeline")).toContainText(`by ${STAFF.email}`)
  })
})
