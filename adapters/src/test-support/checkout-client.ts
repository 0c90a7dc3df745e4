import pg from "pg"
import type { PaymentRequest } from "../contract/checkout.js"
import { ProductList } from "../contract/product.js"
import type { Product } from "../contract/product.js"

// The running stack the orchestrator started (`npm test`); defaults for a local start.
export const SHOP_URL = process.env.SHOP_URL ?? "http://127.0.0.1:8000"
export const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://127.0.0.1:9000"

export type Answer = { status: number; body: Record<string, unknown> }

/** A state-changing call as the storefront makes it: same origin, JSON. */
export async function postJson(path: string, body: unknown, raw = false): Promise<Answer> {
  const response = await fetch(`${SHOP_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL },
    body: raw ? String(body) : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

export async function listProducts(): Promise<Product[]> {
  const response = await fetch(`${SHOP_URL}/api/products?limit=100&sort=price_asc`)
  return ProductList.parse(await response.json()).products
}

/** A request for these products at the prices the shop shows, the way the storefront builds it. */
export function paymentRequest(
  lines: { product: Product; quantity?: number }[],
  method: "card" | "bank_transfer" = "bank_transfer"
): PaymentRequest {
  const items = lines.map(({ product, quantity = 1 }) => ({ productId: product.id, quantity, price: product.finalPrice }))
  const cents = lines.reduce((sum, { product, quantity = 1 }) => sum + Math.round(Number(product.finalPrice) * 100) * quantity, 0)
  return { items, amount: (cents / 100).toFixed(2), method }
}

/** A number spelled in letters (1 → "b", 12 → "bc"): a name holds letters only (contract/user.ts). */
export const lettersOf = (n: number) => String(n).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)

export const shopper = (n: number) => ({
  firstName: "Collector",
  lastName: `Tester-${lettersOf(n)}`,
  email: `collector${n}@example.com`,
})

export const address = (countryCode = "lu") => ({
  address1: "1 Rue des Monnaies",
  postalCode: "1111",
  city: "Luxembourg",
  countryCode,
})

/** The address step: the parcel's address and the first shipping option offered; answers the re-priced session. */
export async function shipTo(checkoutId: string, countryCode = "lu", optionId?: string): Promise<Answer> {
  const answer = await postJson(`/api/checkout/${checkoutId}/shipping`, { address: address(countryCode), optionId })
  if (answer.status !== 200) throw new Error(`shipping: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer
}

/** The whole checkout of one shopper: session, address, name and e-mail, order. */
export async function buy(request: PaymentRequest, n = 1): Promise<{ start: Answer; complete?: Answer }> {
  const start = await postJson("/api/create-payment-intent", request)
  if (start.status !== 200) return { start }
  const id = String(start.body.checkoutId)
  await shipTo(id)
  const customer = await postJson(`/api/checkout/${id}/customer`, shopper(n))
  if (customer.status !== 204) throw new Error(`customer: ${customer.status} ${JSON.stringify(customer.body)}`)
  return { start, complete: await postJson(`/api/checkout/${id}/complete`, {}) }
}

let token: string | undefined
/** Medusa's admin API as the seeded staff member. */
export async function admin(path: string): Promise<Record<string, unknown>> {
  token ??= await signIn()
  const response = await fetch(`${MEDUSA_URL}${path}`, { headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

/** A POST to Medusa's admin API as the seeded staff member. */
export async function adminPost(path: string, body: unknown = {}): Promise<Record<string, unknown>> {
  token ??= await signIn()
  const response = await fetch(`${MEDUSA_URL}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

async function signIn(): Promise<string> {
  const response = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: process.env.STAFF_EMAIL, password: process.env.STAFF_PASSWORD }),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`staff sign-in failed: ${response.status}`)
  return body.token
}

/** Counts rows straight from the test database, to prove what was (not) written. */
export async function countRows(sql: string, params: unknown[] = []): Promise<number> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run these tests through `npm test`.")
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query<{ n: string }>(sql, params)
    return Number(result.rows[0]?.n ?? 0)
  } finally {
    await client.end()
  }
}

/** Claims distinct products for a test, so tests never buy the same piece. */
export class ProductPool {
  private used = new Set<string>()
  constructor(private readonly products: Product[]) {}
  take(predicate: (p: Product) => boolean): Product {
    const product = this.products.find((p) => !this.used.has(p.id) && predicate(p))
    if (!product) throw new Error("No product left for this test in the seeded catalogue")
    this.used.add(product.id)
    return product
  }
}
