import { configureStoreSearch, defineMiddlewares } from "@medusajs/framework/http"
import { bankTransferMiddlewares } from "./admin/bank-statements/middlewares"
import { collectorMiddlewares } from "./admin/products/[id]/collector/middlewares"
import { shopOrderMiddlewares } from "./admin/shop-orders/middlewares"

// The catalogue index (src/search/product.ts) is the only one the storefront may
// query; Medusa narrows it to published products of the key's sales channel.
export default defineMiddlewares({
  routes: [
    {
      matcher: "/store/search",
      middlewares: [configureStoreSearch({ allowed_indexes: { product: true } })],
    },
    ...collectorMiddlewares,
    ...shopOrderMiddlewares,
    ...bankTransferMiddlewares,
  ],
})
