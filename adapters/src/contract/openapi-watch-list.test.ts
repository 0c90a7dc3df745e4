import { describe, expect, it } from "vitest"
import { buildOpenApiDocument } from "./openapi.js"

describe("OpenAPI document", () => {
  it("describes the watch-list routes with their schemas", () => {
    const doc = buildOpenApiDocument() as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/account/watch-list", "/api/account/watch-list/{id}", "/api/watch-list/unsubscribe"])
    )
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["AddToWatchList", "WatchList", "WatchUnsubscribe"])
    )
  })
})
