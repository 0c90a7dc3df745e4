import { request as httpRequest } from "node:http"

// The running shop, from the orchestrator (scripts/test.mjs).
export const SHOP_URL = process.env.SHOP_URL ?? "http://127.0.0.1:8000"
export const MEDUSA_URL = process.env.MEDUSA_URL ?? "http://127.0.0.1:9000"
export const STAFF = { email: process.env.STAFF_EMAIL ?? "", password: process.env.STAFF_PASSWORD ?? "" }
export const COOKIE = "shop_session"

export type RawRequest = {
  method: string
  /** Sent as is: odd percent-encodings and dot segments reach the server unchanged. */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One HTTP request with exactly the given path and bytes (fetch would normalise them). */
export function raw({ method, path, headers = {}, body }: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const url = new URL(SHOP_URL)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}), ...headers },
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") })
        )
        response.on("error", reject)
      }
    )
    request.on("timeout", () => request.destroy(new Error(`no answer to ${method} ${path.slice(0, 80)} in ${timeoutMs} ms`)))
    request.on("error", reject)
    if (body !== undefined) request.write(body)
    request.end()
  })
}

/** A JSON call as the storefront makes it (same origin), unless headers say otherwise. */
export function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  return raw({
    method,
    path,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json", origin: SHOP_URL } : {}),
      ...extra,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

export function sessionOf(response: RawResponse): string | undefined {
  const cookies = ([] as string[]).concat(response.headers["set-cookie"] ?? [])
  return cookies
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1)
    .split(";")[0]
}

export async function signIn(email: string, password: string): Promise<string> {
  const response = await call("POST", "/api/auth/sign-in", { email, password })
  if (response.status !== 200) throw new Error(`sign-in as ${email}: ${response.status} ${response.body}`)
  return sessionOf(response)!
}

export const withCookie = (cookie: string) => ({ cookie: `${COOKIE}=${cookie}` })

/** The error contract: JSON `{ message }` and nothing else, short. */
export function isErrorContract(response: RawResponse): boolean {
  if (!String(response.headers["content-type"] ?? "").startsWith("application/json")) return false
  try {
    const body = JSON.parse(response.body) as Record<string, unknown>
    return (
      Object.keys(body).length >= 1 &&
      typeof body.message === "string" &&
      body.message.length > 0 &&
      body.message.length <= 500 &&
      response.body.length <= 2000
    )
  } catch {
    return false
  }
}

/** A staff member's Medusa token, straight from Medusa (to count what Medusa holds). */
export async function medusaStaffToken(): Promise<string> {
  const response = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  })
  return ((await response.json()) as { token: string }).token
}

export async function medusaCount(token: string, path: string): Promise<number> {
  const response = await fetch(`${MEDUSA_URL}${path}${path.includes("?") ? "&" : "?"}limit=1&fields=id`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { count: number }).count
}
