import { mockFetch } from "@/testing/mock-fetch"
import { ApiError, apiRequest, getJson, messageOf } from "./api-client"

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

describe("messageOf", () => {
  it("reads the server's sentence out of an ApiError, or its body when that is not JSON", () => {
    expect(messageOf(new ApiError(409, '409: {"message":"Order #ORD-ABC123 is shipped"}'))).toBe("Order #ORD-ABC123 is shipped")
    expect(messageOf(new ApiError(502, "502: Bad Gateway"))).toBe("Bad Gateway")
    expect(messageOf(new ApiError(500, '500: {"error":"x"}'))).toBe('{"error":"x"}')
  })

  it("gives any other error's own message", () => {
    expect(messageOf(new TypeError("Failed to fetch"))).toBe("Failed to fetch")
  })
})
