import { expect, test } from "@playwright/test"
import { medusaAdmin, STAFF, staffToken } from "../support/back-office"
import { Person } from "../support/person"

// A merchandiser in Medusa's back office (/app): signs in, corrects a piece's grade and
// certificate in the collector panel, and sees the change on the shop's product page and in
// its listing. The back office is Medusa's own screen: its accessibility is not ours to scan.
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://localhost:9000"

type AdminProduct = {
  id: string
  handle: string
  title: string
  status: string
  collector_item: { grade: string | null; certificate_number: string | null; grading_service: string | null } | null
}

test("a merchandiser corrects a piece in the back office and the shop shows it", async ({ page }, info) => {
  test.setTimeout(240_000)
  const me = await Person.at(page, info)
  const token = await staffToken()
  const { products } = await medusaAdmin<{ products: AdminProduct[] }>(
    token,
    "/admin/products?limit=200&order=-created_at&fields=id,handle,title,status,*collector_item"
  )
  // Each size edits its own piece: the phone the newest published one, the laptop the next.
  const pieces = products.filter((p) => p.status === "published" && p.collector_item && !p.title.startsWith("Thaler "))
  const product = pieces[info.project.name === "phone" ? 0 : 1]!
  const original = product.collector_item!
  const grade = original.grade === "AU-58" ? "AU-55" : "AU-58"
  const certificate = `J${Date.now().toString().slice(-7)}`

  try {
    await me.step(
      "sign in to the back office, first with a wrong password",
      async () => {
        await page.goto(`${MEDUSA_URL}/app/login`)
        await me.type(page.getByPlaceholder("Email"), STAFF.email)
        await me.type(page.getByPlaceholder("Password"), "not-the-password")
        await me.press(page.getByRole("button", { name: "Continue with Email" }))
        await expect(page.getByText(/invalid/i).first()).toBeVisible()
        await me.type(page.getByPlaceholder("Password"), STAFF.password)
        await me.press(page.getByRole("button", { name: "Continue with Email" }))
        await expect(page).toHaveURL(/\/app\/orders/, { timeout: 30_000 })
      },
      { allow: [401], pageError: /^Invalid email or password$/, backOffice: true }
    )

    await me.step(
      "the piece's collector panel",
      async () => {
        await page.goto(`${MEDUSA_URL}/app/products/${product.id}`)
        const section = page.getByRole("region", { name: "Collector data" })
        await expect(section.getByTestId("collector-grade")).toHaveText(original.grade ?? "-", { timeout: 30_000 })
        await me.press(section.getByRole("button", { name: "Edit" }))
        await expect(page.getByRole("dialog", { name: "Edit collector data" })).toBeVisible()
      },
      { backOffice: true }
    )

    await me.step(
      "a wrong weight is refused, then the grade and certificate are saved",
      async () => {
        const drawer = page.getByRole("dialog", { name: "Edit collector data" })
        await me.type(drawer.getByLabel("Weight (g)"), "heavy")
        await me.press(drawer.getByRole("button", { name: "Save" }))
        await expect(drawer.getByText("Weight (g) must be a positive number", { exact: false })).toBeVisible()
        await me.type(drawer.getByLabel("Weight (g)"), "25")
        await me.type(drawer.getByLabel("Grade"), grade)
        await me.pick(drawer.getByRole("combobox", { name: "Grading service" }), "NGC")
        await me.type(drawer.getByLabel("Certificate number"), certificate)
        await me.press(drawer.getByRole("button", { name: "Save" }))
        await expect(page.getByText("Collector data saved")).toBeVisible()
        await expect(drawer).toBeHidden()
      },
      { backOffice: true }
    )

    await me.step("the shop's product page shows the new grade and certificate", async () => {
      await page.goto(`/product/${product.handle}`)
      const fact = (term: RegExp) => page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]")
      await expect(async () => {
        await page.reload()
        await expect(fact(/^Grade$/)).toHaveText(grade, { timeout: 3_000 })
      }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] })
      await expect(page.getByText(certificate).first()).toBeVisible()
    })

    await me.step("and so does the listing", async () => {
      await me.type(page.getByRole("searchbox", { name: "Search the catalogue" }), product.title)
      await me.press(page.getByRole("button", { name: "Search", exact: true }))
      const card = page.getByTestId("product-card").filter({ hasText: product.title }).first()
      await expect(card.getByText(grade)).toBeVisible()
    })
  } finally {
    await medusaAdmin(token, `/admin/products/${product.id}/collector`, {
      grade: original.grade,
      certificate_number: original.certificate_number,
      grading_service: original.grading_service,
      weight_grams: (original as { weight_grams?: number | null }).weight_grams ?? null,
    })
  }
})
