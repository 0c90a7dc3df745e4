import { createHash, randomBytes } from "node:crypto"
import { describe, expect, it } from "vitest"
import type { CheckoutGateway, NewCheckout } from "./gateway.js"
import { MedusaCallError } from "../medusa/errors.js"
import { buildServer } from "../server.js"
import { SessionCodec } from "../session/session-codec.js"
import { SESSION_COOKIE } from "../session/session-cookies.js"
import { MemorySessionStore } from "../session/session-store.js"
import { offlineConfig as config } from "../test-support/offline-config.js"

/** Medusa with one piece for sale, which refuses the customer's token as a password reset elsewhere leaves it. */
function revokingMedusa(carts: NewCheckout[]): CheckoutGateway {
  const gateway: Partial<CheckoutGateway> = {
    regions: () => Promise.resolve([{ id: "reg_eu", countries: ["lu"], providers: ["pp_system_default"] }]),
    products: (ids) =>
      Promise.resolve(
        ids.map((id) => ({ id, title: "Thaler", variants: [{ id: "var_1", calculated_price: { calculated_amount: 149 } }] }))
      ),
    start: (cart) => {
      carts.push(cart)
      return Promise.reject(new MedusaCallError("/store/shop-checkout", 401, { message: "Unauthorized" }))
    },
  }
  return gateway as CheckoutGateway
}

describe("a signed-in customer's checkout", () => {
  it("whose token Medusa refuses ends the session with a 401, never a 502", async () => {
    const store = new MemorySessionStore()
    const id = randomBytes(32).toString("base64url")
    const session = { token: "revoked.token", actor: "customer" as const, expiresAt: Math.floor(Date.now() / 1000) + 3600 }
    await store.save(createHash("sha256").update(id).digest("hex"), {
      sealed: new SessionCodec(config.cookieSecret).seal(session),
      actor: "customer",
      actorId: "cus_1",
      expiresAt: session.expiresAt,
    })
    const carts: NewCheckout[] = []
    const app = await buildServer(config, { logger: false, sessionStore: store, checkoutGateway: revokingMedusa(carts) })
    const start = () =>
      app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        headers: { "sec-fetch-site": "same-origin", cookie: `${SESSION_COOKIE}=${id}` },
        payload: { items: [{ productId: "prod_1", quantity: 1, price: "149.00" }], amount: "149.00", method: "bank_transfer" },
      })
    const refused = await start()
    expect(refused.statusCode, refused.body).toBe(401)
    expect(refused.json()).toEqual({ message: "Your session has ended. Please sign in again." })
    expect(carts.map((c) => c.customerToken)).toEqual(["revoked.token"])
    // The session is gone: the next try is a guest's.
    await start()
    expect(carts.map((c) => c.customerToken)).toEqual(["revoked.token", undefined])
    await app.close()
  })
})
