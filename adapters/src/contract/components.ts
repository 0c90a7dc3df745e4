import { z } from "zod"
import { Category, FilterOptions, PublicConfig } from "./catalogue.js"
import {
  Country,
  CustomerInfo,
  PaymentRequest,
  PaymentSession,
  PlacedOrder,
  ShippingRequest,
  StalePrices,
  Unavailable,
} from "./checkout.js"
import { ErrorBody } from "./error.js"
import { Order, OrderDetail } from "./order.js"
import { UpdateOrderStatus } from "./order-status-change.js"
import { Product, ProductDetail, ProductList } from "./product.js"
import { ForgotPassword, Register, ResetPassword, SignIn, User } from "./user.js"

/**
 * The contract's schemas that /api/openapi.json names as components: a route using one of
 * these gets a $ref instead of a copy. A request body's component is named with "Input"
 * (e.g. SignInInput), as the client writes it; an answer's without, as the server writes it.
 */
const NAMED = {
  Category,
  FilterOptions,
  PublicConfig,
  Country,
  CustomerInfo,
  PaymentRequest,
  PaymentSession,
  PlacedOrder,
  ShippingRequest,
  StalePrices,
  Unavailable,
  ErrorBody,
  Order,
  OrderDetail,
  UpdateOrderStatus,
  Product,
  ProductDetail,
  ProductList,
  ForgotPassword,
  Register,
  ResetPassword,
  SignIn,
  User,
}

for (const [id, schema] of Object.entries(NAMED)) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id })
