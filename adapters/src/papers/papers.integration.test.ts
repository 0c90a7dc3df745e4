import { beforeAll, describe, expect, it } from "vitest"
import { createRequire } from "node:module"
import path from "node:path"
import { OrderPapers } from "../contract/papers.js"
import { ProductList, type Product } from "../contract/product.js"
import { MEDUSA_URL, paymentRequest, postJson, SHOP_URL, shipTo } from "../test-support/checkout-client.js"
import { freshAddress, waitForMail } from "../test-support/mailbox.js"

// Against the real, seeded stack: papers drawn by Medusa, passed on by the shop server.
const STAFF = { email: process.env.STAFF_EMAIL ?? "", password: process.env.STAFF_PASSWORD ?? "" }
const KEY = process.env.MEDUSA_PUBLISHABLE_KEY ?? ""
const COOKIE = "shop_session"

async function shop(url: string, cookie?: string) {
  const response = await fetch(`${SHOP_URL}${url}`, { headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {} })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, type: response.headers.get("content-type") ?? "", body, text: body.toString("utf8") }
}
const message = (answer: { text: string }) => (JSON.parse(answer.text) as { message: string }).message

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${SHOP_URL}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${COOKIE}=`))!
    .slice(COOKIE.length + 1)
    .split(";")[0]!
}

/** A collector with an account, signed in at the shop and at Medusa. */
async function collector(name: string) {
  const credentials = { email: freshAddress(name), password: "a-long-password" }
  const registered = await postJson("/api/auth/register", { firstName: name, lastName: "Collector", ...credentials })
  expect(registered.status, JSON.stringify(registered.body)).toBe(202)
  const medusa = await fetch(`${MEDUSA_URL}/auth/customer/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  })
  const { token } = (await medusa.json()) as { token: string }
  return { ...credentials, cookie: await signIn(credentials.email, credentials.password), token }
}

/** Medusa's store API as a signed-in customer: the way an order joins a customer's account. */
async function store<T>(url: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MEDUSA_URL}${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "x-publishable-api-key": KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as T
  expect(response.ok, `${url}: ${response.status} ${JSON.stringify(answer)}`).toBe(true)
  return answer
}

/** A bank-transfer order of one piece placed by a signed-in customer, in their account. */
async function ownOrder(customer: { email: string; token: string }, product: Product): Promise<{ id: string; total: string }> {
  // The euro region that ships to Germany: the shop has another euro region for the rest of the world.
  const { regions } = await store<{ regions: { id: string; countries?: { iso_2: string }[] }[] }>(
    "/store/regions?fields=id,*countries",
    customer.token
  )
  const region = regions.find((r) => r.countries?.some((c) => c.iso_2 === "de"))!
  const { product: medusaProduct } = await store<{ product: { variants: { id: string }[] } }>(
    `/store/products/${product.id}?fields=variants.id`,
    customer.token
  )
  const { cart } = await store<{ cart: { id: string } }>("/store/carts", customer.token, {
    region_id: region.id,
    email: customer.email,
    items: [{ variant_id: medusaProduct.variants[0]!.id, quantity: 1 }],
  })
  const shipping = {
    first_name: "owner",
    last_name: "Collector",
    address_1: "Münzgasse 3",
    postal_code: "10117",
    city: "Berlin",
    country_code: "de",
  }
  await store(`/store/carts/${cart.id}`, customer.token, { shipping_address: shipping, billing_address: shipping })
  const { shipping_options } = await store<{ shipping_options: { id: string }[] }>(
    `/store/shipping-options?cart_id=${cart.id}`,
    customer.token
  )
  await store(`/store/carts/${cart.id}/shipping-methods`, customer.token, { option_id: shipping_options[0]!.id })
  const { payment_collection } = await store<{ payment_collection: { id: string } }>(
    "/store/payment-collections",
    customer.token,
    {
      cart_id: cart.id,
    }
  )
  await store(`/store/payment-collections/${payment_collection.id}/payment-sessions`, customer.token, {
    provider_id: "pp_system_default",
  })
  const done = await store<{ type: string; order: { id: string; total: number } }>(
    `/store/carts/${cart.id}/complete`,
    customer.token,
    {}
  )
  expect(done.type).toBe("order")
  return { id: done.order.id, total: Number(done.order.total).toFixed(2) }
}

async function recordPayment(staff: string, orderId: string, amount: string) {
  const response = await fetch(`${SHOP_URL}/api/orders/${orderId}/bank-payments`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL, cookie: `${COOKIE}=${staff}` },
    body: JSON.stringify({ amount, receivedAt: new Date().toISOString().slice(0, 10), bankReference: `PAPERS-${Date.now()}` }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** The text of a PDF, read back with Mozilla's PDF.js. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs")
  const fonts =
    path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: fonts, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
  }
  return pages.join(" ").replace(/\s+/g, " ")
}

let staff: string
let owner: Awaited<ReturnType<typeof collector>>
let stranger: Awaited<ReturnType<typeof collector>>
let products: Product[]
let paid: { id: string; total: string }
let unpaid: { id: string; total: string }

beforeAll(async () => {
  expect(STAFF.email, "STAFF_EMAIL and STAFF_PASSWORD must be set").not.toBe("")
  staff = await signIn(STAFF.email, STAFF.password)
  owner = await collector("owner")
  stranger = await collector("stranger")
  const listed = await fetch(`${SHOP_URL}/api/products?limit=100&sort=price_desc`)
  products = ProductList.parse(await listed.json()).products.filter((p) => p.stock >= 2)
  paid = await ownOrder(owner, products[2]!)
  unpaid = await ownOrder(owner, products[3]!)
  await recordPayment(staff, paid.id, paid.total)
}, 120_000)

describe("the order's papers for staff", () => {
  it("the invoice: a printable page, and a PDF that reads its number, seller, buyer, piece and note", async () => {
    const papers = OrderPapers.parse(JSON.parse((await shop(`/api/orders/${paid.id}/papers`, staff)).text))
    expect(papers.invoice?.number).toMatch(/^\d{4}-\d{6}$/)
    const page = await shop(`/api/orders/${paid.id}/invoice`, staff)
    expect(page.status).toBe(200)
    expect(page.type).toMatch(/^text\/html/)
    expect(page.text).toContain(papers.invoice!.number)
    expect(page.text).toContain('id="print-paper"')
    const pdf = await shop(`/api/orders/${paid.id}/invoice?format=pdf`, staff)
    expect(pdf.status).toBe(200)
    expect(pdf.type).toBe("application/pdf")
    const text = await pdfText(pdf.body)
    for (const expected of [papers.invoice!.number, "Numismatic Shop GmbH", "VAT ID:", "owner Collector", products[2]!.name]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/Sonderregelung für Gebrauchtgegenstände|Anlagegold|VAT 19 % included/)
  })

  it("the packing slip names the pieces and the address and shows no price", async () => {
    const pdf = await shop(`/api/orders/${unpaid.id}/packing-slip?format=pdf`, staff)
    expect(pdf.status).toBe(200)
    expect(pdf.type).toBe("application/pdf")
    const text = await pdfText(pdf.body)
    expect(text).toContain(products[3]!.name)
    expect(text).toContain("Packing slip")
    expect(text).not.toContain("€")
    const page = await shop(`/api/orders/${unpaid.id}/packing-slip`, staff)
    expect(page.type).toMatch(/^text\/html/)
    expect(page.text).toContain(products[3]!.name)
  })

  it("an unpaid order has no invoice yet: 404 that says so; bad input is a 400 with a message", async () => {
    const none = await shop(`/api/orders/${unpaid.id}/invoice`, staff)
    expect(none.status).toBe(404)
    expect(message(none)).toMatch(/no invoice yet/)
    expect(OrderPapers.parse(JSON.parse((await shop(`/api/orders/${unpaid.id}/papers`, staff)).text)).invoice).toBeNull()
    const malformed = await shop(`/api/orders/${encodeURIComponent("order 1;drop")}/invoice`, staff)
    expect(malformed.status).toBe(400)
    expect(message(malformed)).toMatch(/id/)
    const format = await shop(`/api/orders/${paid.id}/invoice?format=xml`, staff)
    expect(format.status).toBe(400)
    expect(message(format)).toMatch(/format/)
    expect((await shop(`/api/orders/order_01NOSUCHORDER000000000000/packing-slip`, staff)).status).toBe(404)
  })

  it("customers and strangers cannot open the staff's papers", async () => {
    expect((await shop(`/api/orders/${paid.id}/invoice?format=pdf`, owner.cookie)).status).toBe(403)
    expect((await shop(`/api/orders/${paid.id}/packing-slip`)).status).toBe(401)
  })
})

describe("the customer's copy", () => {
  it("the owner downloads the invoice of an own order; another customer gets a 404, staff a 403", async () => {
    const own = await shop(`/api/account/orders/${paid.id}/invoice`, owner.cookie)
    expect(own.status).toBe(200)
    expect(own.type).toBe("application/pdf")
    expect(await pdfText(own.body)).toContain(products[2]!.name)
    const other = await shop(`/api/account/orders/${paid.id}/invoice`, stranger.cookie)
    expect(other.status).toBe(404)
    expect(message(other)).not.toContain(owner.email)
    expect((await shop(`/api/account/orders/${unpaid.id}/invoice`, owner.cookie)).status).toBe(404)
    expect((await shop(`/api/account/orders/${paid.id}/invoice`, staff)).status).toBe(403)
    expect((await shop(`/api/account/orders/${paid.id}/invoice`)).status).toBe(401)
  })

  it("the payment-received e-mail carries the invoice's PDF", async () => {
    const papers = OrderPapers.parse(JSON.parse((await shop(`/api/orders/${paid.id}/papers`, staff)).text))
    const mail = (await waitForMail(owner.email, /Payment received/)) as Awaited<ReturnType<typeof waitForMail>> & {
      attachments?: { filename: string; contentType: string; content: string }[]
    }
    const [attachment] = mail.attachments ?? []
    expect(attachment?.filename).toBe(`invoice-${papers.invoice!.number}.pdf`)
    expect(attachment?.contentType).toBe("application/pdf")
    expect(await pdfText(Buffer.from(attachment!.content, "base64"))).toContain(papers.invoice!.number)
  })
})

describe("the OpenAPI document", () => {
  it("describes the papers' routes", async () => {
    const doc = JSON.parse((await shop("/api/openapi.json")).text) as { paths: Record<string, unknown> }
    for (const route of [
      "/api/orders/{id}/invoice",
      "/api/orders/{id}/packing-slip",
      "/api/orders/{id}/papers",
      "/api/orders/{id}/credit-notes/{number}",
      "/api/account/orders/{id}/invoice",
    ]) {
      expect(Object.keys(doc.paths)).toContain(route)
    }
  })
})

// A guest's order (no account) ships to the address the shop's checkout took.
it("a guest's order has its packing slip, with the name the checkout took", async () => {
  const start = await postJson("/api/create-payment-intent", paymentRequest([{ product: products[4]! }], "bank_transfer"))
  expect(start.status).toBe(200)
  await shipTo(String(start.body.checkoutId), "de")
  const email = freshAddress("guest")
  expect(
    (await postJson(`/api/checkout/${String(start.body.checkoutId)}/customer`, { firstName: "Guest", lastName: "Buyer", email }))
      .status
  ).toBe(204)
  const placed = await postJson(`/api/checkout/${String(start.body.checkoutId)}/complete`, {})
  expect(placed.status).toBe(200)
  const slip = await shop(`/api/orders/${String(placed.body.orderId)}/packing-slip`, staff)
  expect(slip.status).toBe(200)
  expect(slip.text).toContain("Guest Buyer")
})
