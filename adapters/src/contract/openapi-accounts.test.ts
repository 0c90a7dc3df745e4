import { describe, expect, it } from "vitest"
import { buildOpenApiDocument } from "./openapi.js"

describe("OpenAPI document", () => {
  it("describes the sign-in, account and order routes with their schemas", () => {
    const doc = buildOpenApiDocument() as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/login",
        "/api/auth/user",
        "/api/auth/sign-in",
        "/api/auth/register",
        "/api/auth/sign-out",
        "/api/auth/forgot-password",
        "/api/auth/reset-password",
        "/api/account/orders",
        "/api/account/addresses",
        "/api/account/addresses/{id}",
        "/api/orders",
        "/api/orders/{id}/status",
      ])
    )
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["User", "Order", "UpdateOrderStatus", "SavedAddress", "SavedAddressInput"])
    )
    const order = doc.components.schemas.Order as { properties: { status: { enum: string[] } } }
    expect(order.properties.status.enum).toEqual(["pending", "processing", "paid", "shipped", "delivered", "canceled"])
  })
})
