import { expect, test } from "@playwright/test"

// Code a page needs only once a person comes to a control arrives after the first screen
// (docs/decisions/250): Radix's tooltip and its popper, and the notifications.
const ON_DEMAND = ["TooltipProvider", "ToastProvider"]

test("the scripts a drawn page starts with hold no tooltip or notification code", async ({ page }) => {
  const html = await (await page.request.get("/products")).text()
  const first = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map(
    (match) => match[1]!
  )
  expect(first.length).toBeGreaterThan(0)
  for (const script of first) {
    const code = await (await page.request.get(script)).text()
    for (const name of ON_DEMAND) expect(code.includes(name), `${script} holds ${name}`).toBe(false)
  }
})

test("the header's controls still explain themselves to a mouse and a keyboard", async ({ page }) => {
  await page.goto("/products")
  await expect(page.getByTestId("product-card").first()).toBeVisible()
  const header = page.getByRole("banner")
  const cart = header.getByRole("button", { name: "Cart", exact: true })
  // The tooltip's code has arrived once the page was idle; the pointer's arrival builds it.
  await expect(async () => {
    await page.mouse.move(0, 0)
    await cart.hover()
    await expect(page.getByRole("tooltip")).toHaveText("Shopping Cart", { timeout: 1_500 })
  }).toPass()

  await page.mouse.move(0, 0)
  await header.getByRole("link", { name: "Account", exact: true }).focus()
  await expect(page.getByRole("tooltip")).toHaveText("Sign in")
  await expect(header.getByRole("link", { name: "Account", exact: true })).toBeFocused()
})
