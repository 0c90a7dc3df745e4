import { mockFetch } from "@/testing/mock-fetch"
import { ApiError, apiRequest, getJson } from "./api-client"

describe("apiRequest", () => {
  it("sends a JSON body with a JSON content type and cookies", async () => {
    const fetchMock = mockFetch({ "/api/orders/o1/status": { ok: true } })

    await apiRequest("PUT", "/api/orders/o1/status", { status: "processing" })

    const [, init] = fetchMock.mock.calls[0]!
    expect(init).toMatchObject({
      method: "PUT",
      credentials: "include",
      body: JSON.stringify({ status: "processing" }),
      headers: { "Content-Type": "application/json" },
    })
  })

  it("throws an ApiError carrying the status and the 'status: body' text", async () => {
    mockFetch({ "/api/products/gone": () => new Response('{"message":"No such item"}', { status: 404 }) })

    const error = await getJson("/api/products/gone").catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).message).toBe('404: {"message":"No such item"}')
  })
})
