import { expect } from "vitest"
import { SHOP_URL } from "./checkout-client.js"

const COOKIE = "shop_session"
/** Told apart from every other run's accounts on the same stack. */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The staff account the seed made; the test run sets it. */
export const STAFF = { email: process.env.STAFF_EMAIL ?? "", password: process.env.STAFF_PASSWORD ?? "" }

export type ShopCall = {
  method?: string
  body?: unknown
  cookie?: string
  raw?: string
  headers?: Record<string, string>
  redirect?: RequestRedirect
}

/** A call as the storefront makes it (same origin, JSON), unless the test says otherwise. */
export async function shop(path: string, { method = "GET", body, cookie, raw, headers = {}, redirect }: ShopCall = {}) {
  const response = await fetch(`${SHOP_URL}${path}`, {
    method,
    redirect,
    headers: {
      ...(method === "GET" ? {} : { origin: SHOP_URL, "content-type": "application/json" }),
      ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}),
      ...headers,
    },
    // The shop takes every state-changing call as JSON, a DELETE too: an empty object when there is nothing to send.
    body: raw ?? (body === undefined ? (method === "GET" ? undefined : "{}") : JSON.stringify(body)),
  })
  const text = await response.text()
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // a plain-text answer
  }
  return {
    status: response.status,
    body: parsed as Record<string, unknown>,
    cookie: setCookie?.slice(COOKIE.length + 1).split(";")[0],
    setCookie,
    headers: response.headers,
  }
}

/** Signs in through the shop: the session cookie. */
export async function signIn(email: string, password: string): Promise<string> {
  const signedIn = await shop("/api/auth/sign-in", { method: "POST", body: { email, password } })
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
  return signedIn.cookie!
}

/** A new collector's account, registered and signed in: its session cookie. */
export async function newCollector(name: string): Promise<string> {
  const email = `${name}.${run}@example.com`
  const password = "Collector-pass-123"
  expect(
    (await shop("/api/auth/register", { method: "POST", body: { firstName: name, lastName: "Tester", email, password } })).status
  ).toBe(202)
  return signIn(email, password)
}

/**
 * A sealed session value with one byte of its authentication tag changed. Changing a
 * base64url character instead may alter no byte at all: the last one or two characters
 * carry unused bits, and the character may already be the one written.
 */
export function tamperedSession(value: string): string {
  const sealed = Buffer.from(value.slice("v1.".length), "base64url")
  // After the 12-byte IV comes the 16-byte tag.
  sealed[12] = sealed[12]! ^ 0x01
  return `v1.${sealed.toString("base64url")}`
}
