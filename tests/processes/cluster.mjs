// The shop as `npm start -- --processes` runs it, seen from outside: its shop servers, its Medusa
// servers, the pid of each part, and its database. `npm test` sets the addresses.
import { readFileSync } from "node:fs"
import path from "node:path"
import pg from "pg"

const required = (name) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run these tests through \`npm test\`.`)
  return value
}

export const SHOPS = required("SHOP_URLS").split(",")
export const MEDUSAS = required("MEDUSA_URLS").split(",")
export const MAIL_URL = required("MAIL_URL")

/** The current pid of each supervised part, as the supervisor records it. */
export function pids() {
  const file = path.join(required("SHOP_DATA_DIR"), "run", "processes.json")
  return JSON.parse(readFileSync(file, "utf8")).services
}

/** One variable of a running process's environment, as it was started. */
export function environmentOf(pid, name) {
  const entries = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")
  return entries.find((entry) => entry.startsWith(`${name}=`))?.slice(name.length + 1)
}

/** A call as the storefront makes it (same origin, JSON) to one shop server. */
export async function shop(base, route, { method = "GET", body, cookie } = {}) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(method === "GET" ? {} : { origin: base, "content-type": "application/json" }),
      ...(cookie ? { cookie: `shop_session=${cookie}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  })
  const text = await response.text()
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("shop_session="))
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    cookie: setCookie?.slice("shop_session=".length).split(";")[0],
  }
}

export async function signInStaff(base) {
  const answer = await shop(base, "/api/auth/sign-in", {
    method: "POST",
    body: { email: required("STAFF_EMAIL"), password: required("STAFF_PASSWORD") },
  })
  if (answer.status !== 200) throw new Error(`staff sign-in at ${base}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.cookie
}

/** A bank-transfer order for one piece, placed through this shop server as a shopper does. */
export async function placeOrder(base, product, email) {
  const step = async (route, body, expected) => {
    const answer = await shop(base, route, { method: "POST", body })
    if (answer.status !== expected) throw new Error(`${route}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  const start = await step(
    "/api/create-payment-intent",
    {
      items: [{ productId: product.id, quantity: 1, price: product.finalPrice }],
      amount: product.finalPrice,
      method: "bank_transfer",
    },
    200
  )
  const id = start.checkoutId
  const address = { address1: "1 Rue des Monnaies", postalCode: "1111", city: "Luxembourg", countryCode: "lu" }
  await step(`/api/checkout/${id}/shipping`, { address }, 200)
  await step(`/api/checkout/${id}/customer`, { firstName: "Ada", lastName: "Lovelace", email }, 204)
  return step(`/api/checkout/${id}/complete`, {}, 200)
}

let token
/** Medusa's admin API as the seeded staff member, on the first Medusa server. */
export async function admin(route) {
  token ??= await medusaToken()
  const response = await fetch(`${MEDUSAS[0]}${route}`, { headers: { authorization: `Bearer ${token}` } })
  const body = await response.json()
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

async function medusaToken() {
  const response = await fetch(`${MEDUSAS[0]}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: required("STAFF_EMAIL"), password: required("STAFF_PASSWORD") }),
  })
  const body = await response.json()
  if (!body.token) throw new Error(`staff sign-in at Medusa: ${response.status}`)
  return body.token
}

/** The piece's stock at its location, straight from the database. */
export async function stockOf(productId) {
  const client = new pg.Client({ connectionString: required("TEST_DATABASE_URL") })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select il.stocked_quantity, il.reserved_quantity from inventory_level il
         join product_variant_inventory_item l on l.inventory_item_id = il.inventory_item_id
         join product_variant v on v.id = l.variant_id
        where v.product_id = $1 and il.deleted_at is null and l.deleted_at is null`,
      [productId]
    )
    if (rows.length !== 1) throw new Error(`expected one stock level for ${productId}, found ${rows.length}`)
    return { stocked: Number(rows[0].stocked_quantity), reserved: Number(rows[0].reserved_quantity) }
  } finally {
    await client.end()
  }
}

/** The e-mails to this address that the test's SMTP server received. */
export async function mailsTo(address) {
  const response = await fetch(`${MAIL_URL}/api/messages?to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`)
  return response.json()
}
