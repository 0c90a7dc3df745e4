import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.js"
import type { MedusaClient } from "../medusa/client.js"
import { MedusaCallError } from "../medusa/errors.js"
import { createTakeBackGateway } from "./gateway.js"

const refusing = (error: MedusaCallError): MedusaClient => ({
  baseUrl: "http://medusa",
  request: () => Promise.reject(error),
  revalidate: () => Promise.reject(error),
  file: () => Promise.reject(error),
})
const ID = "order_01ABCDEF"

async function refusalOf(error: MedusaCallError) {
  const failure: unknown = await createTakeBackGateway(refusing(error))
    .cancel("token", ID, {})
    .catch((e: unknown) => e)
  return failure instanceof HttpError ? { status: failure.statusCode, message: failure.message } : failure
}

describe("the take-back gateway's answers to Medusa's refusals", () => {
  it("passes Medusa's own words on for 400 and 409, and names the order for 404", async () => {
    const path = `/admin/shop-orders/${ID}/cancel`
    expect(await refusalOf(new MedusaCallError(path, 409, { message: "Order #ORD-ABCDEF is shipped." }))).toEqual({
      status: 409,
      message: "Order #ORD-ABCDEF is shipped.",
    })
    expect(await refusalOf(new MedusaCallError(path, 400, { message: "bankReference is missing" }))).toEqual({
      status: 400,
      message: "bankReference is missing",
    })
    expect(await refusalOf(new MedusaCallError(path, 404, {}))).toEqual({ status: 404, message: `There is no order ${ID}.` })
  })

  it("asks staff to look at the order when Medusa failed or did not answer: the change may have happened", async () => {
    for (const status of [500, undefined]) {
      expect(await refusalOf(new MedusaCallError("/x", status, {}))).toEqual({
        status: 502,
        message: "Order #ORD-ABCDEF could not be canceled. Please look at the order before trying again.",
      })
    }
  })

  it("leaves a refused token to the session's handling", async () => {
    const refused = new MedusaCallError("/x", 401, {})
    expect(await refusalOf(refused)).toBe(refused)
  })
})
