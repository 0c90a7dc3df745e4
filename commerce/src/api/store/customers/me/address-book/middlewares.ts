import { validateAndTransformBody } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { StoreAddToAddressBook } from "./validators"

/** Medusa's own save knows no limit; a customer's token must not get around the shop's. */
function useTheAddressBook(_req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  next(new MedusaError(MedusaError.Types.NOT_ALLOWED, "Save addresses with POST /store/customers/me/address-book."))
}

/** The address book's save (docs/decisions/144), spread into src/api/middlewares.ts. */
export const addressBookMiddlewares: MiddlewareRoute[] = [
  {
    methods: ["POST"],
    matcher: "/store/customers/me/address-book",
    middlewares: [validateAndTransformBody(StoreAddToAddressBook)],
  },
  { methods: ["POST"], matcher: "/store/customers/me/addresses", middlewares: [useTheAddressBook] },
]
