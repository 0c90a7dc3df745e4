/**
 * The one way the SPA talks to the shop server: same origin, cookies always
 * included, JSON in and out. Every non-2xx answer becomes an ApiError whose
 * message is the spec's "status: body" text.
 */
export class ApiError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = "ApiError"
    this.status = status
  }
}

/**
 * What the shop server said in an ApiError: its JSON body's `message`, or the body's text
 * when it is not JSON. Any other error (the network's) gives its own message.
 */
export function messageOf(error: Error): string {
  if (!(error instanceof ApiError)) return error.message
  const body = error.message.slice(error.message.indexOf(":") + 1).trim()
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message
    }
  } catch {
    // Not JSON: the body's text is the best there is.
  }
  return body
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>

// GETs asked for while the app starts (src/main.tsx), each answer kept for the first query of its
// address: a fetch's first calls cost a phone several milliseconds each, and made by the queries
// of the first render they fell in the one task of its effects (docs/decisions/263).
const early = new Map<string, Promise<Response>>()

/** Asks for a GET of `url` now; the first query of it takes this answer instead of asking again. */
export function askEarly(url: string): void {
  const answer = send(url, { method: "GET", headers: {}, credentials: "include" })
  // A failure is the query's to report, when it takes the answer.
  answer.catch(() => {})
  early.set(url, answer)
}

/** The first render's effects have run: a later query asks afresh. */
export function forgetEarlyAnswers(): void {
  early.clear()
}

/** A GET of `url`, the early answer if there is one not yet taken. */
export function getResponse(url: string, signal?: AbortSignal): Promise<Response> {
  const answer = early.get(url)
  early.delete(url)
  return answer ?? send(url, { method: "GET", headers: {}, credentials: "include", signal })
}

// The browser's fetch; the server's page renderer puts in one that answers from the shop server itself.
let send: Fetch = (url, init) => fetch(url, init)

export function setApiFetch(fetchImpl: Fetch): void {
  send = fetchImpl
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return
  const body = await res.text().catch(() => "")
  throw new ApiError(res.status, `${res.status}: ${body || res.statusText}`)
}

export async function apiRequest(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  data?: unknown,
  signal?: AbortSignal
): Promise<Response> {
  const res = await send(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
    signal,
  })
  await throwIfResNotOk(res)
  return res
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await getResponse(url, signal)
  await throwIfResNotOk(res)
  return (await res.json()) as T
}
