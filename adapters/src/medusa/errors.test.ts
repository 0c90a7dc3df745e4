import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.js"
import { MedusaCallError, toHttpError, UnexpectedAnswerError } from "./errors.js"

const answer = (error: unknown) =>
  error instanceof HttpError ? { status: error.statusCode, message: error.message, headers: error.headers } : error

describe("the one translation of Medusa's errors", () => {
  it("keeps Medusa's 400 and 409 with its own words, and words a 404 as the gateway says", () => {
    expect(answer(toHttpError(new MedusaCallError("/x", 409, { message: "It is shipped." })))).toMatchObject({
      status: 409,
      message: "It is shipped.",
    })
    expect(answer(toHttpError(new MedusaCallError("/x", 404, {}), { notFound: "There is no such order." }))).toMatchObject({
      status: 404,
      message: "There is no such order.",
    })
    expect(answer(toHttpError(new MedusaCallError("/x", 404, {})))).toMatchObject({ status: 502 })
  })

  it("answers 503 with a retry when Medusa did not answer, 502 for what the shop cannot explain", () => {
    expect(answer(toHttpError(new MedusaCallError("/x", undefined)))).toMatchObject({
      status: 503,
      headers: { "retry-after": "5" },
    })
    expect(answer(toHttpError(new MedusaCallError("/x", 500)))).toMatchObject({ status: 502 })
    expect(answer(toHttpError(new UnexpectedAnswerError("/x", "no euro region")))).toMatchObject({ status: 502 })
    expect(answer(toHttpError(new MedusaCallError("/x", 500), { failed: "Nothing was changed." }))).toMatchObject({
      status: 502,
      message: "Nothing was changed.",
    })
  })

  it("leaves a refused token, and errors not Medusa's, unchanged", () => {
    const refused = new MedusaCallError("/x", 401)
    expect(toHttpError(refused)).toBe(refused)
    const other = new Error("mine")
    expect(toHttpError(other)).toBe(other)
  })
})
