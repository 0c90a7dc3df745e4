import { describe, expect, it } from "vitest"
import { CustomerInfo } from "./checkout.js"
import { MAX_NAME_LENGTH, Register } from "./user.js"

const person = { lastName: "Lovelace", email: "ada@example.com", password: "long-enough-1" }

describe("a person's name", () => {
  it.each([
    "Ada",
    "Anne-Marie",
    "O’Brien",
    "d'Artagnan",
    "J. R. R.",
    "St. John",
    "Zoë",
    "José",
    "Nguyễn",
    "Müller",
    "Ærø",
    "Łukasz",
    "Σωκράτης",
    "Иван",
    "山田",
    "محمد",
  ])("takes %s", (firstName) => {
    expect(Register.safeParse({ ...person, firstName }).success).toBe(true)
    expect(CustomerInfo.safeParse({ firstName, lastName: "Tester", email: "a@example.com" }).success).toBe(true)
  })

  it.each([
    "Visit http://evil.example/verify now, your account is locked",
    "Visit evil.example/verify",
    "evil.example",
    "Ada2",
    "Ada  Lovelace",
    "<b>Ada</b>",
    "Ada, call +352 20",
    "-Ada",
    "Ada--Marie",
    "a".repeat(MAX_NAME_LENGTH + 1),
  ])("refuses %j with a message naming the field", (firstName) => {
    for (const schema of [Register, CustomerInfo]) {
      const parsed = schema.safeParse({ ...person, firstName })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.path).toEqual(["firstName"])
      expect(parsed.error?.issues[0]?.message).toMatch(/^firstName /)
    }
  })

  it("trims a name before checking it", () => {
    expect(Register.parse({ ...person, firstName: "  Ada " }).firstName).toBe("Ada")
  })
})
