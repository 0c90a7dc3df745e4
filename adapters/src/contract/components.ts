import { z } from "zod"
import * as catalogue from "./catalogue.js"
import * as checkout from "./checkout.js"
import { ErrorBody } from "./error.js"
import * as order from "./order.js"
import { UpdateOrderStatus } from "./order-status-change.js"
import * as product from "./product.js"
import * as user from "./user.js"

const pick = <M, K extends keyof M & string>(module: M, ...names: K[]) => names.map((name) => [name, module[name]] as const)

/**
 * The contract's schemas that /api/openapi.json names as components: a route using one of
 * these gets a $ref instead of a copy. A request body's component is named with "Input"
 * (e.g. SignInInput), as the client writes it; an answer's without, as the server writes it.
 */
const NAMED = [
  ...pick(catalogue, "Category", "FilterOptions", "PublicConfig"),
  ...pick(checkout, "Country", "CustomerInfo", "PaymentRequest", "PaymentSession", "PlacedOrder"),
  ...pick(checkout, "ShippingRequest", "StalePrices", "Unavailable"),
  ["ErrorBody", ErrorBody] as const,
  ...pick(order, "Order", "OrderDetail"),
  ["UpdateOrderStatus", UpdateOrderStatus] as const,
  ...pick(product, "Product", "ProductDetail", "ProductList"),
  ...pick(user, "ForgotPassword", "Register", "ResetPassword", "SignIn", "User"),
]

for (const [id, schema] of NAMED) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id })
