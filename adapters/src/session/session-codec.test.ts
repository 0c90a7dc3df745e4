import { describe, expect, it } from "vitest"
import { SessionCodec, type Session } from "./session-codec.js"

const SECRET = "a-very-long-secret-for-the-tests-0123456789"
const NOW = Date.UTC(2025, 0, 1)
const session: Session = { token: "eyJ.medusa.token", actor: "user", expiresAt: NOW / 1000 + 3600 }

describe("SessionCodec", () => {
  const codec = new SessionCodec(SECRET, () => NOW)

  it("opens what it sealed, and hides the token", () => {
    const sealed = codec.seal(session)
    expect(sealed).not.toContain("medusa")
    expect(codec.open(sealed)).toEqual(session)
    expect(codec.seal(session)).not.toBe(sealed)
  })

  it("refuses an altered value", () => {
    const sealed = codec.seal(session)
    const body = Buffer.from(sealed.slice(3), "base64url")
    body[body.length - 1]! ^= 1
    expect(codec.open(`v1.${body.toString("base64url")}`)).toBeUndefined()
  })

  it("refuses a value sealed with another secret", () => {
    const other = new SessionCodec("another-secret-of-enough-length-000000", () => NOW)
    expect(codec.open(other.seal(session))).toBeUndefined()
  })

  it.each([undefined, "", "v1.", "v2.abc", "v1.!!!", "v1.AAAA", "plain-token"])("refuses %j", (value) => {
    expect(codec.open(value)).toBeUndefined()
  })

  it("refuses an expired session", () => {
    const sealed = codec.seal(session)
    const later = new SessionCodec(SECRET, () => NOW + 3600_000)
    expect(later.open(sealed)).toBeUndefined()
    expect(new SessionCodec(SECRET, () => NOW + 3599_000).open(sealed)).toEqual(session)
  })

  it("refuses a short secret", () => {
    expect(() => new SessionCodec("short")).toThrow(/32/)
  })
})
