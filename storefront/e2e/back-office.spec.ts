import { expect, test } from "@playwright/test"
import type { Page } from "@playwright/test"

// A merchandiser's edit in Medusa's real back office (/app), seen by shoppers:
// the product page and the home page's Featured Collection follow within seconds.
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://localhost:9000"
const STAFF = { email: process.env.STAFF_EMAIL ?? "", password: process.env.STAFF_PASSWORD ?? "" }

type Collector = Record<string, string | number | boolean | null>
type AdminProduct = {
  id: string
  handle: string
  title: string
  status: string
  created_at: string
  images: unknown[]
  collector_item: (Collector & { id: string; is_featured: boolean; grade: string | null }) | null
}

async function staffToken(): Promise<string> {
  const response = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  })
  expect(response.ok).toBe(true)
  return ((await response.json()) as { token: string }).token
}

async function medusa<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MEDUSA_URL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${path}`).toBe(200)
  return (await response.json()) as T
}

/** Reloads the page until the check passes: the shop's lists may be a few seconds old. */
async function untilShown(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload()
    await check()
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] })
}

test("a grade and the featured flag changed in the back office reach the shop", async ({ page }) => {
  test.setTimeout(180_000)
  const token = await staffToken()
  const { products } = await medusa<{ products: AdminProduct[] }>(
    token,
    "/admin/products?limit=500&fields=id,handle,title,status,created_at,*images,*collector_item"
  )
  // The merchandiser's journeys, running beside this test, edit the two newest published pieces
  // as this same list orders them (journeys/merchandiser.spec.ts): this test takes another, or
  // each would see the other's grade.
  const { products: newest } = await medusa<{ products: AdminProduct[] }>(
    token,
    "/admin/products?limit=200&order=-created_at&fields=id,handle,title,status,*collector_item"
  )
  const journeys = new Set(
    newest
      .filter((p) => p.status === "published" && p.collector_item && !p.title.startsWith("Thaler "))
      .slice(0, 2)
      .map((p) => p.id)
  )
  const newestFirst = (a: AdminProduct, b: AdminProduct) =>
    a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? 1 : -1
  // The newest unfeatured piece: featured, it heads the Featured Collection (newest first).
  const product = products
    .filter(
      (p) =>
        p.status === "published" &&
        p.collector_item &&
        !p.collector_item.is_featured &&
        p.images.length === 2 &&
        !journeys.has(p.id)
    )
    .sort(newestFirst)[0]!
  const original = { ...product.collector_item! }
  // What to put back: the record as the collector route answers it, which is what it takes, but the id.
  const { collector_item: stored } = await medusa<{ collector_item: Collector & { id: string } }>(
    token,
    `/admin/products/${product.id}/collector`
  )
  const { id: _id, ...restore } = stored
  const grade = original.grade === "AU-55" ? "AU-53" : "AU-55"

  try {
    await page.goto(`${MEDUSA_URL}/app/login`)
    await page.getByPlaceholder("Email").fill(STAFF.email)
    await page.getByPlaceholder("Password").fill(STAFF.password)
    await page.getByRole("button", { name: "Continue with Email" }).click()
    // Signed in, the back office opens on its orders.
    await expect(page).toHaveURL(/\/app\/orders/, { timeout: 30_000 })

    await page.goto(`${MEDUSA_URL}/app/products/${product.id}`)
    const section = page.getByRole("region", { name: "Collector data" })
    await expect(section.getByTestId("collector-grade")).toHaveText(original.grade ?? "-", { timeout: 30_000 })
    await section.getByRole("button", { name: "Edit" }).click()

    const drawer = page.getByRole("dialog", { name: "Edit collector data" })
    await drawer.getByLabel("Grade").fill(grade)
    await drawer.getByRole("switch", { name: "Featured" }).click()
    await expect(drawer.getByRole("switch", { name: "Featured" })).toBeChecked()
    await drawer.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("Collector data saved")).toBeVisible()
    await expect(drawer).toBeHidden()
    await expect(section.getByTestId("collector-grade")).toHaveText(grade)
    await expect(section.getByText("Featured", { exact: true })).toBeVisible()

    // The shop: the product page's specifications, then the home page's Featured Collection.
    await page.goto(`/product/${product.handle}`)
    const gradeFact = page.locator("dt", { hasText: /^Grade$/ }).locator("xpath=following-sibling::dd[1]")
    await untilShown(page, async () => {
      await expect(gradeFact).toHaveText(grade, { timeout: 3_000 })
    })

    await page.goto("/")
    const featured = page.locator("section[aria-labelledby=featured-heading]")
    await untilShown(page, async () => {
      await expect(featured.getByText(product.title).first()).toBeVisible({ timeout: 3_000 })
    })
  } finally {
    await medusa(token, `/admin/products/${product.id}/collector`, restore)
  }
})

// Medusa's translation screens (its `translation` flag) are where merchandisers write the German
// and French texts: the collector's data is among what they translate, beside products and categories.
test("the back office offers the collector's data, products and categories for German and French texts", async ({ page }) => {
  await page.goto(`${MEDUSA_URL}/app/login`)
  await page.getByPlaceholder("Email").fill(STAFF.email)
  await page.getByPlaceholder("Password").fill(STAFF.password)
  await page.getByRole("button", { name: "Continue with Email" }).click()
  await expect(page).toHaveURL(/\/app\/orders/, { timeout: 30_000 })

  await page.getByRole("link", { name: "Settings" }).first().click()
  await page.getByRole("link", { name: "Translations" }).click()
  await expect(page.getByRole("heading", { name: "Manage Translations" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText("German, French")).toBeVisible()
  for (const entity of ["Collector Item", "Product", "Product Category"]) {
    const row = page.getByText(entity, { exact: true }).locator("xpath=..")
    await expect(row.getByText(/^[1-9][\d,]* of [\d,]+ translations$/)).toBeVisible()
    await expect(row.getByRole("button", { name: "Edit" })).toBeEnabled()
  }
})
