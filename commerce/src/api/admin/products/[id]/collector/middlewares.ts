import { validateAndTransformBody } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminUpdateCollectorItem } from "./validators"

/** Validation of the back office's collector routes, spread into src/api/middlewares.ts. */
export const collectorMiddlewares: MiddlewareRoute[] = [
  {
    methods: ["POST"],
    matcher: "/admin/products/:id/collector",
    middlewares: [validateAndTransformBody(AdminUpdateCollectorItem)],
  },
]
