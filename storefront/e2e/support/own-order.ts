import { expect } from "@playwright/test"

const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://localhost:9000"
const KEY = process.env.MEDUSA_PUBLISHABLE_KEY ?? ""

/** Medusa's store API as a signed-in customer. */
async function store<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MEDUSA_URL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "x-publishable-api-key": KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as T
  expect(response.ok, `${path}: ${response.status} ${JSON.stringify(answer)}`).toBe(true)
  return answer
}

/**
 * A bank-transfer order of one piece placed by a signed-in customer through Medusa's store
 * API: the way an order joins the account (the shop's own checkout places guest orders).
 */
export async function ownOrder(
  person: { email: string; password: string; firstName: string; lastName: string },
  productId: string
): Promise<{ id: string; total: string }> {
  const login = await fetch(`${MEDUSA_URL}/auth/customer/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: person.email, password: person.password }),
  })
  const { token } = (await login.json()) as { token: string }
  // The euro region that ships to Luxembourg: the shop has another euro region for the rest of the world.
  const { regions } = await store<{ regions: { id: string; countries?: { iso_2: string }[] }[] }>(
    "/store/regions?fields=id,*countries",
    token
  )
  const { product } = await store<{ product: { variants: { id: string }[] } }>(
    `/store/products/${productId}?fields=variants.id`,
    token
  )
  const { cart } = await store<{ cart: { id: string } }>("/store/carts", token, {
    region_id: regions.find((r) => r.countries?.some((c) => c.iso_2 === "lu"))!.id,
    email: person.email,
    items: [{ variant_id: product.variants[0]!.id, quantity: 1 }],
  })
  const address = {
    first_name: person.firstName,
    last_name: person.lastName,
    address_1: "1 Rue des Monnaies",
    postal_code: "1111",
    city: "Luxembourg",
    country_code: "lu",
  }
  await store(`/store/carts/${cart.id}`, token, { shipping_address: address, billing_address: address })
  const { shipping_options } = await store<{ shipping_options: { id: string }[] }>(
    `/store/shipping-options?cart_id=${cart.id}`,
    token
  )
  await store(`/store/carts/${cart.id}/shipping-methods`, token, { option_id: shipping_options[0]!.id })
  const { payment_collection } = await store<{ payment_collection: { id: string } }>("/store/payment-collections", token, {
    cart_id: cart.id,
  })
  await store(`/store/payment-collections/${payment_collection.id}/payment-sessions`, token, { provider_id: "pp_system_default" })
  const done = await store<{ order: { id: string; total: number } }>(`/store/carts/${cart.id}/complete`, token, {})
  return { id: done.order.id, total: Number(done.order.total).toFixed(2) }
}
