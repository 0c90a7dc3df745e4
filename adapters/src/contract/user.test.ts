import { describe, expect, it } from "vitest"
import { CustomerInfo, PaymentRequest } from "./checkout.js"
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

describe("the language a customer registers or orders in", () => {
  const order = { items: [{ productId: "prod_1", quantity: 1, price: "149.00" }], amount: "149.00" }

  it.each(["en", "de", "fr"])("takes %s, and leaves it out when none is given", (language) => {
    expect(Register.parse({ ...person, firstName: "Ada", language }).language).toBe(language)
    expect(PaymentRequest.parse({ ...order, language }).language).toBe(language)
    expect(Register.parse({ ...person, firstName: "Ada" }).language).toBeUndefined()
    expect(PaymentRequest.parse(order).language).toBeUndefined()
  })

  it.each(["es", "DE", "de-AT", "", 1, null])("refuses %j, naming the three it takes", (language) => {
    for (const [schema, input] of [
      [Register, { ...person, firstName: "Ada", language }],
      [PaymentRequest, { ...order, language }],
    ] as const) {
      const parsed = schema.safeParse(input)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.path).toEqual(["language"])
      expect(parsed.error?.issues[0]?.message).toBe("language must be en (English), de (German) or fr (French)")
    }
  })
})
