import { expect, type Locator, type Page } from "@playwright/test"

/**
 * Records a bank transfer through the "Record payment" dialog as staff do with the mouse:
 * opens it from `opener` (an order's row, card or page), checks that the dialog and its
 * buttons lie inside the window, fills it and clicks its submit button.
 */
export async function recordPayment(page: Page, opener: Locator, { amount, reference }: { amount?: string; reference: string }) {
  const trigger = opener.getByRole("button", { name: "Record payment" })
  await trigger.scrollIntoViewIfNeeded()
  await trigger.click()
  const dialog = page.getByRole("dialog", { name: /^Record payment for/ })
  await expect(dialog).toBeInViewport({ ratio: 1 })
  const submit = dialog.getByRole("button", { name: "Record payment" })
  for (const button of [submit, dialog.getByRole("button", { name: "Close" })]) await expect(button).toBeInViewport({ ratio: 1 })
  if (amount !== undefined) await dialog.getByLabel("Amount received").fill(amount)
  await dialog.getByLabel("Bank reference").fill(reference)
  await submit.click()
  await expect(dialog).toBeHidden()
}
