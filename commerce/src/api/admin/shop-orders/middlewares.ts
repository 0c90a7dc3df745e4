import { validateAndTransformBody } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminShopOrderTransition } from "./[id]/transition/validators"

/** Validation of the shop's staff order routes, spread into src/api/middlewares.ts. */
export const shopOrderMiddlewares: MiddlewareRoute[] = [
  {
    methods: ["POST"],
    matcher: "/admin/shop-orders/:id/transition",
    middlewares: [validateAndTransformBody(AdminShopOrderTransition)],
  },
]
