import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ErrorBody } from "../contract/error.js"
import { ProductList } from "../contract/product.js"

// Runs against the real, seeded stack: the orchestrator sets these.
const SHOP_URL = process.env.SHOP_URL ?? "http://127.0.0.1:8000"
const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://127.0.0.1:9000"
const STAFF_EMAIL = process.env.STAFF_EMAIL
const STAFF_PASSWORD = process.env.STAFF_PASSWORD
const COOKIE = "shop_session"
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const email = `newcomer.${run}@example.com`
const password = "Collector-pass-123"

async function listing(query: string, cookie?: string) {
  const response = await fetch(`${SHOP_URL}/api/products?${query}`, { headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {} })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** A sign-in as the storefront makes it: a new session, so a new visit. */
async function signIn(): Promise<string> {
  const response = await fetch(`${SHOP_URL}/api/auth/sign-in`, {
    method: "POST",
    headers: { origin: SHOP_URL, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))
  return cookie!.slice(COOKIE.length + 1).split(";")[0]!
}

async function staff(path: string, init: { method?: string; body?: unknown; token: string }) {
  const response = await fetch(`${MEDUSA_URL}${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", authorization: `Bearer ${init.token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.status, path).toBeLessThan(300)
  return (await response.json()) as Record<string, unknown>
}

const newPieces = async (cookie: string) => ProductList.parse((await listing("new=1", cookie)).body)

describe.skipIf(!STAFF_EMAIL || !STAFF_PASSWORD)("pieces new since the collector's last visit", () => {
  let token: string
  let pieceId: string | undefined

  beforeAll(async () => {
    const registered = await fetch(`${SHOP_URL}/api/auth/register`, {
      method: "POST",
      headers: { origin: SHOP_URL, "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Nina", lastName: "Newcomer", email, password }),
    })
    expect(registered.status).toBe(202)
    const login = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    })
    token = ((await login.json()) as { token: string }).token
  }, 60_000)

  afterAll(async () => {
    if (pieceId) await staff(`/admin/products/${pieceId}`, { method: "DELETE", token })
  })

  /** Lists a piece as a merchandiser does in the back office, in the seeded piece's channel and shipping profile. */
  async function listPiece(): Promise<string> {
    const { products } = await staff("/admin/products?limit=1&fields=id,shipping_profile.id,sales_channels.id", { token })
    const model = (products as { shipping_profile: { id: string }; sales_channels: { id: string }[] }[])[0]!
    const { product } = await staff("/admin/products", {
      method: "POST",
      token,
      body: {
        title: `Newly listed sestertius ${run}`,
        handle: `newly-listed-sestertius-${run}`,
        status: "published",
        shipping_profile_id: model.shipping_profile.id,
        sales_channels: model.sales_channels.map(({ id }) => ({ id })),
        options: [{ title: "Piece", values: ["As pictured"] }],
        variants: [
          {
            title: "As pictured",
            options: { Piece: "As pictured" },
            manage_inventory: false,
            prices: [{ currency_code: "eur", amount: 120 }],
          },
        ],
      },
    })
    return (product as { id: string }).id
  }

  it("counts from the previous visit: a reload keeps it, the next sign-in moves it", async () => {
    const first = await signIn()
    // The first visit has none before it: nothing is new yet.
    expect((await newPieces(first)).total).toBe(0)

    pieceId = await listPiece()
    const second = await signIn()
    let found = await newPieces(second)
    for (const started = Date.now(); found.total === 0 && Date.now() - started < 10_000;) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      found = await newPieces(second)
    }
    expect(found.products.map((p) => p.id)).toEqual([pieceId])
    expect(found.total).toBe(1)
    // Reloading within the visit counts from the same previous visit.
    expect((await newPieces(second)).total).toBe(1)
    // The whole listing still holds the seeded pieces listed before.
    expect(ProductList.parse((await listing("limit=1", second)).body).total).toBeGreaterThan(1)

    const third = await signIn()
    expect((await newPieces(third)).total).toBe(0)
  }, 60_000)

  it("is refused for a guest, who has no previous visit", async () => {
    const { status, body } = await listing("new=1")
    expect(status).toBe(401)
    expect(ErrorBody.parse(body).message).toMatch(/sign in/i)
  })

  it.each(["new=yes", "new=0", "new=1&new=1", "new="])("%s is a 400 naming the parameter", async (query) => {
    const { status, body } = await listing(query)
    expect(status).toBe(400)
    expect(ErrorBody.parse(body).message).toContain("new")
  })
})
