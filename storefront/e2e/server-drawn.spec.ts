import { expect, test, type Page } from "@playwright/test"

type Piece = { id: string; handle: string; name: string }

async function firstPieces(page: Page): Promise<Piece[]> {
  const { products } = (await (await page.request.get("/api/products?limit=24")).json()) as { products: Piece[] }
  expect(products.length).toBeGreaterThan(0)
  return products
}

/** Holds the page's scripts back until `release()`: the page stays as the server drew it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false })

  test("the listing and a product page show their pieces", async ({ page }) => {
    const pieces = await firstPieces(page)
    await page.goto("/products")
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible()
    await expect(page.getByTestId("product-card")).toHaveCount(pieces.length)
    // The newest piece first: the journeys may publish one meanwhile, so the list is asked again after.
    const drawnFirst = await page.getByTestId("product-card").first().getByRole("heading", { level: 3 }).textContent()
    const newest = [pieces[0]!.name, (await firstPieces(page))[0]!.name]
    expect(newest).toContain(drawnFirst?.trim())
    // Without scripts, the pictures a phone would ask for later are ordinary pictures.
    const lastPicture = page.getByTestId("product-card").last().locator("img:visible")
    await expect(lastPicture).toHaveCount(1)
    await expect(lastPicture).not.toHaveAttribute("src", /^data:/)

    await page.goto(`/product/${pieces[0]!.handle}`)
    await expect(page.getByRole("heading", { level: 1, name: pieces[0]!.name })).toBeVisible()
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible()
  })
})

test("a drawn page is hydrated as drawn, then shows the cart and watched pieces this browser keeps", async ({ page }) => {
  const pieces = await firstPieces(page)
  const first = pieces[0]!
  // An earlier visit left a cart line and a watched piece in this browser.
  await page.addInitScript((piece) => {
    localStorage.setItem(
      "cart-storage",
      JSON.stringify({ state: { items: [{ product: piece, quantity: 1 }], isOpen: false }, version: 0 })
    )
    localStorage.setItem("watch-list-guest", JSON.stringify({ state: { productIds: [piece.id] }, version: 0 }))
  }, first)
  const errors: string[] = []
  page.on("console", (message) => {
    // A warning too: Lingui warns of each text it has to take uncompiled.
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))

  // The scripts wait until the test has marked the heading the server drew.
  const release = await holdScripts(page)
  await page.goto("/products", { waitUntil: "commit" })
  const heading = page.getByRole("heading", { level: 1, name: "All Products" })
  await heading.evaluate((element) => Object.assign(element, { drawnByServer: true }))
  release()

  const card = page.getByTestId("product-card").first()
  await expect(card.getByRole("button", { name: `Stop watching ${first.name}` })).toHaveAttribute("aria-pressed", "true")
  await expect(page.getByRole("button", { name: "Cart (1 item)" })).toBeVisible()
  // React kept the server's elements (it draws anew only where it finds a difference, and says so).
  expect(await heading.evaluate((element) => (element as HTMLElement & { drawnByServer?: boolean }).drawnByServer)).toBe(true)
  expect(errors).toEqual([])

  // The home page, a category and a product page hydrate without a difference too.
  const categories = (await (await page.request.get("/api/categories")).json()) as { handle: string }[]
  await page.unrouteAll()
  for (const path of ["/", `/products/${categories[0]!.handle}`, `/product/${first.handle}`]) {
    await page.goto(path)
    await expect(page.getByRole("button", { name: "Cart (1 item)" })).toBeVisible()
  }
  expect(errors).toEqual([])
})

test("what a person types while the scripts are still coming is applied once they are", async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto("/products?sort=price_asc", { waitUntil: "commit" })
  await page.getByLabel("Min price (€)").fill("100")
  await page.getByRole("searchbox", { name: "Search the catalogue" }).fill("denarius")
  release()

  await expect(page).toHaveURL(/priceMin=100(&|$)/)
  await expect(page.getByLabel("Min price (€)")).toHaveValue("100")
  await page.getByRole("button", { name: "Search", exact: true }).click()
  await expect(page).toHaveURL(/search=denarius/)
})
