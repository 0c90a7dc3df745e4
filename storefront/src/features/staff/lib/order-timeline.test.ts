import { timelineLabel } from "./order-timeline"

describe("a timeline entry's label", () => {
  it("names the kinds the shop records", () => {
    expect(timelineLabel({ kind: "processing" })).toBe("Marked as processing")
    expect(timelineLabel({ kind: "payment_refunded" })).toBe("Payment refunded")
    expect(timelineLabel({ kind: "email_failed" })).toBe("E-mail not delivered")
  })

  it("reads a kind it does not know as words", () => {
    expect(timelineLabel({ kind: "return_requested" })).toBe("Return requested")
  })
})
