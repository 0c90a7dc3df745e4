import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { signInAsStaff } from "./support/back-office"
import { placeOrder, wellStockedPieces } from "./support/place-order"
import { recordPayment } from "./support/record-payment"
import { camt053 } from "./support/statement"
import { waitForMail } from "./support/mail"

type Product = { id: string; finalPrice: string; stock: number }

/** A bank-transfer order placed through the shop as a shopper would; its id and total. */
async function placeTransferOrder(request: APIRequestContext, product: Product, n: number) {
  const email = `transfer.payer${n}@example.com`
  const orderId = await placeOrder(request, product, { firstName: "Transfer", lastName: "Payer", email })
  const orders = (await (await request.get("/api/orders")).json()) as { id: string; totalAmount: string }[]
  return {
    orderId,
    email,
    reference: `ORD-${orderId.slice(-6).toUpperCase()}`,
    total: orders.find((o) => o.id === orderId)?.totalAmount,
  }
}

const row = (page: Page, orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`)

// A laptop: the dashboard's table, and a dialog that must open inside the window.
test.use({ viewport: { width: 1366, height: 900 } })

test("a bank transfer from order to parcel: statement matched and confirmed, the order paid and shipped", async ({ page }) => {
  // Two orders, two statement uploads, a shipment and two payments by hand: longer than one screen's test.
  test.setTimeout(180_000)
  await signInAsStaff(page)

  const products = await wellStockedPieces(page.request)
  const byStatement = await placeTransferOrder(page.request, products[0]!, Date.now())
  const byHand = await placeTransferOrder(page.request, products[1]!, Date.now() + 1)
  expect(byStatement.total).toBeTruthy()
  await page.reload()

  // The dashboard shows what the transfer must bring.
  await expect(row(page, byStatement.orderId).getByTestId("bank-payment")).toContainText(byStatement.reference)

  // The bank's statement: the reference written as a payer would, in lower case with a space.
  const remittance = `Rechnung ${byStatement.reference.toLowerCase().replace("-", " ")} danke`
  const statement = camt053(Number(byStatement.total).toFixed(2), remittance, `E2E${Date.now()}`)
  const upload = async () => {
    await page
      .getByLabel("Statement file")
      .setInputFiles({ name: "statement.xml", mimeType: "application/xml", buffer: Buffer.from(statement) })
    await page.getByRole("button", { name: "Match statement" }).click()
  }
  await upload()
  await expect(page.getByTestId("statement-matched")).toContainText(byStatement.reference)
  await page.getByRole("button", { name: "Confirm 1 match" }).click()
  await expect(page.getByText("1 of 1 matches recorded.", { exact: true })).toBeVisible()
  await expect(row(page, byStatement.orderId)).toContainText("Paid")

  // The same statement again records nothing.
  await upload()
  await expect(page.getByTestId("statement-already-recorded")).toContainText(remittance)
  await expect(page.getByRole("button", { name: "Confirm 0 matches" })).toBeDisabled()

  await page.getByLabel(`Tracking number for ${byStatement.orderId}`).fill("RR987654321LU")
  await page.getByLabel(`Carrier for ${byStatement.orderId}`).fill("POST Luxembourg")
  await row(page, byStatement.orderId).getByRole("button", { name: "Mark as Shipped" }).click()
  await expect(row(page, byStatement.orderId)).toContainText("Shipped")

  // By hand: part of the money first, then the rest.
  // Each time with the mouse, on the dialog's own button, which must lie inside the window.
  await recordPayment(page, row(page, byHand.orderId), { amount: "1.00", reference: `HAND-${Date.now()}` })
  await expect(row(page, byHand.orderId).getByTestId("bank-payment")).toContainText("Received 1.00")
  await expect(row(page, byHand.orderId)).toContainText("Pending")
  await row(page, byHand.orderId).getByRole("button", { name: "Record payment" }).click()
  await expect(page.getByLabel("Amount received")).toHaveValue((Number(byHand.total) - 1).toFixed(2))
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toBeHidden()
  await recordPayment(page, row(page, byHand.orderId), { reference: `HAND-REST-${Date.now()}` })
  await expect(row(page, byHand.orderId)).toContainText("Paid")

  // The payer of the matched transfer hears that the money arrived and that the parcel left.
  const paidMail = await waitForMail(byStatement.email, /^Payment received/)
  expect(paidMail.to).toEqual([byStatement.email])
  expect(paidMail.subject).toBe(`Payment received for order #${byStatement.reference}`)
  expect(paidMail.text).toContain(
    `We have received your payment of €${Number(byStatement.total).toLocaleString("en-IE", { minimumFractionDigits: 2 })}.`
  )
  const shippedMail = await waitForMail(byStatement.email, /has shipped$/)
  expect(shippedMail.subject).toBe(`Your order #${byStatement.reference} has shipped`)
  expect(shippedMail.text).toContain("Tracking (POST Luxembourg): RR987654321LU")
  // Paid in two parts: one e-mail, once the whole amount is in.
  const paidByHand = await waitForMail(byHand.email, /^Payment received/)
  expect(paidByHand.subject).toBe(`Payment received for order #${byHand.reference}`)
})
