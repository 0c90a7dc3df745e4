import { expect, type Page } from "@playwright/test"

// What the back office does, through Medusa's admin API, for journeys that need a change made
// by someone else meanwhile (a merchandiser publishing a piece).
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://localhost:9000"
export const STAFF = { email: process.env.STAFF_EMAIL ?? "", password: process.env.STAFF_PASSWORD ?? "" }

export async function staffToken(): Promise<string> {
  const response = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`staff sign-in failed: ${response.status}`)
  return body.token
}

export async function medusaAdmin<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MEDUSA_URL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBeTruthy()
  return (await response.json()) as T
}

/** A piece published through Medusa's admin API, as the back office does: its id. */
export async function publishPiece(title: string, handle: string): Promise<string> {
  const token = await staffToken()
  const { sales_channels } = await medusaAdmin<{ sales_channels: { id: string }[] }>(token, "/admin/sales-channels?limit=50")
  const { shipping_profiles } = await medusaAdmin<{ shipping_profiles: { id: string }[] }>(token, "/admin/shipping-profiles")
  const { product } = await medusaAdmin<{ product: { id: string } }>(token, "/admin/products", {
    title,
    handle,
    status: "published",
    shipping_profile_id: shipping_profiles[0]!.id,
    sales_channels: sales_channels.map(({ id }) => ({ id })),
    options: [{ title: "Piece", values: ["As pictured"] }],
    variants: [
      {
        title: "As pictured",
        options: { Piece: "As pictured" },
        manage_inventory: false,
        prices: [{ currency_code: "eur", amount: 42 }],
      },
    ],
  })
  return product.id
}

/** Signs staff in on the shop's dashboard, as its sign-in form asks. */
export async function signInAsStaff(page: Page): Promise<void> {
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  await page.goto("/admin")
  await page.getByLabel("Email Address").fill(STAFF.email)
  await page.getByLabel("Password").fill(STAFF.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible()
}
