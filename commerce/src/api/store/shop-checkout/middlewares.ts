import { authenticate, validateAndTransformBody } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { keepGuestCartsGuest } from "../carts/guest-carts"
import { StoreSetShopCheckoutBuyer, StoreSetShopCheckoutShipping, StoreStartShopCheckout } from "./validators"

/** The checkout's steps (docs/decisions/238), spread into src/api/middlewares.ts. */
export const shopCheckoutMiddlewares: MiddlewareRoute[] = [
  {
    methods: ["POST"],
    matcher: "/store/shop-checkout",
    middlewares: [
      // A signed-in customer's checkout is theirs; anyone else's a guest's (guest-carts.ts).
      authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true }),
      keepGuestCartsGuest,
      validateAndTransformBody(StoreStartShopCheckout),
    ],
  },
  {
    methods: ["POST"],
    matcher: "/store/shop-checkout/:id/customer",
    middlewares: [keepGuestCartsGuest, validateAndTransformBody(StoreSetShopCheckoutBuyer)],
  },
  {
    methods: ["POST"],
    matcher: "/store/shop-checkout/:id/shipping",
    middlewares: [validateAndTransformBody(StoreSetShopCheckoutShipping)],
  },
]
