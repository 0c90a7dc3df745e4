import { QueryClient } from "@tanstack/react-query"
import { jsonResponse, mockFetch } from "@/testing/mock-fetch"
import { createQueryClient, getQueryFn, queryConfig } from "./query-client"

function run(queryFn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]) {
  const client = new QueryClient()
  return client.fetchQuery({ queryKey, queryFn, retry: false })
}

describe("default query function", () => {
  it("GETs the path joined from the key parts with '/', cookies included, and reads JSON", async () => {
    const fetchMock = mockFetch({ "/api/products/roman-denarius": { id: "p1" } })

    const data = await run(getQueryFn({ on401: "throw" }), ["/api/products", "roman-denarius"])

    expect(data).toEqual({ id: "p1" })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe("/api/products/roman-denarius")
    expect(init?.credentials).toBe("include")
    expect(init?.method ?? "GET").toBe("GET")
  })

  it("fails with 'status: body' on a non-2xx answer", async () => {
    mockFetch({ "/api/categories": jsonResponse({ message: "Catalogue unavailable" }, { status: 503 }) })

    await expect(run(getQueryFn({ on401: "throw" }), ["/api/categories"])).rejects.toThrow(
      '503: {"message":"Catalogue unavailable"}'
    )
  })

  it("uses the status text when the body is empty", async () => {
    mockFetch({ "/api/filters": () => new Response(null, { status: 500, statusText: "Internal Server Error" }) })

    await expect(run(getQueryFn({ on401: "throw" }), ["/api/filters"])).rejects.toThrow("500: Internal Server Error")
  })

  it("treats 401 as a failure by default and as 'nothing' when asked to", async () => {
    mockFetch({ "/api/auth/user": () => new Response("Unauthorized", { status: 401 }) })

    await expect(run(getQueryFn({ on401: "throw" }), ["/api/auth/user"])).rejects.toThrow("401: Unauthorized")
    await expect(run(getQueryFn({ on401: "returnNull" }), ["/api/auth/user"])).resolves.toBeNull()
  })
})

describe("query client defaults", () => {
  it("never retries, refetches on focus, polls, or lets data go stale", () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.retry).toBe(false)
    expect(defaults?.refetchOnWindowFocus).toBe(false)
    expect(defaults?.refetchInterval).toBe(false)
    expect(defaults?.staleTime).toBe(Infinity)
    expect(queryConfig.mutations.retry).toBe(false)
  })

  it("loads a key with no query function of its own through the default loader", async () => {
    const fetchMock = mockFetch({ "/api/config": { supportPhone: "+33 1 23 45 67 89" } })
    const client = createQueryClient()

    const data = await client.fetchQuery({ queryKey: ["/api/config"] })

    expect(data).toEqual({ supportPhone: "+33 1 23 45 67 89" })
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/config")
  })

  it("does not retry a failed load", async () => {
    const fetchMock = mockFetch({ "/api/new-products": () => new Response("down", { status: 502 }) })
    const client = createQueryClient()

    await expect(client.fetchQuery({ queryKey: ["/api/new-products"] })).rejects.toThrow("502: down")
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
