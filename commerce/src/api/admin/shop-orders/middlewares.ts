import { validateAndTransformBody } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminShopOrderTransition } from "./[id]/transition/validators"
import { AdminShopOrderCancel, AdminShopOrderRefund } from "./take-back-validators"

/** Validation of the shop's staff order routes, spread into src/api/middlewares.ts. */
export const shopOrderMiddlewares: MiddlewareRoute[] = [
  {
    methods: ["POST"],
    matcher: "/admin/shop-orders/:id/transition",
    middlewares: [validateAndTransformBody(AdminShopOrderTransition)],
  },
  { methods: ["POST"], matcher: "/admin/shop-orders/:id/cancel", middlewares: [validateAndTransformBody(AdminShopOrderCancel)] },
  { methods: ["POST"], matcher: "/admin/shop-orders/:id/refunds", middlewares: [validateAndTransformBody(AdminShopOrderRefund)] },
]
