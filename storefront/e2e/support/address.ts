import { expect, type Page } from "@playwright/test"

/** Fills the address step and asks for the shipping options, as a shopper in Germany would. */
export async function fillAddress(page: Page, { city = "Berlin", country = "Germany" } = {}) {
  await page.getByLabel("Address", { exact: true }).fill("Unter den Linden 1")
  await page.getByLabel("Postcode").fill("10117")
  await page.getByLabel("City").fill(city)
  await page.getByLabel("Country").selectOption({ label: country })
  await page.getByLabel("Phone (optional)").fill("+49 30 1234567")
  await page.getByRole("button", { name: "Show shipping options" }).click()
  await expect(page.getByRole("radio", { name: /Insured/ }).first()).toBeChecked()
}
