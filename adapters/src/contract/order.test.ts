import { describe, expect, it } from "vitest"
import { isAllowedTransition, NEXT_STATUS, ORDER_STATUSES } from "./order.js"

describe("transitions", () => {
  it("allows exactly pending → processing, paid → shipped, shipped → delivered", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => isAllowedTransition(from, to)).map((to) => `${from}→${to}`)
    )
    expect(allowed).toEqual(["pending→processing", "paid→shipped", "shipped→delivered"])
    expect(NEXT_STATUS.processing).toBeUndefined()
    expect(NEXT_STATUS.delivered).toBeUndefined()
  })
})
