import "./zod-config"
import { config } from "zod/v4/core"

describe("zod in the browser", () => {
  it("never compiles parsers, so it never probes eval under the Content-Security-Policy", () => {
    expect(config().jitless).toBe(true)
  })
})
