import { vi } from "vitest"

/** A JSON body, a Response, or a function answering one. */
type Answer = unknown

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json" },
    ...init,
  })
}

/** A promise that never settles: the screen stays in its loading state. */
export const pending = () => new Promise<Response>(() => {})

/**
 * Stubs fetch with answers keyed by path (and query, when given). An exact
 * "path?query" key wins over a bare path; unknown paths answer 404.
 */
export function mockFetch(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(urlOf(input), "http://localhost")
    const answer = routes[url.pathname + url.search] ?? routes[url.pathname]
    if (answer === undefined) return jsonResponse({ message: "Not found" }, { status: 404 })
    if (typeof answer === "function") return (answer as () => Response | Promise<Response>)()
    if (answer instanceof Response) return answer.clone()
    return jsonResponse(answer)
  })
  vi.stubGlobal("fetch", fetchMock)
  return fetchMock
}

/** The paths (with query) that were requested, in order. */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => urlOf(input))
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === "string" ? input : input instanceof URL ? input.href : input.url
}
