import { configureStoreSearch, defineMiddlewares } from "@medusajs/framework/http"
import { bankTransferMiddlewares } from "./admin/bank-statements/middlewares"
import { addressBookMiddlewares } from "./store/customers/me/address-book/middlewares"
import { collectorMiddlewares } from "./admin/products/[id]/collector/middlewares"
import { shopOrderMiddlewares } from "./admin/shop-orders/middlewares"
import { scopeByPublishableKey } from "./catalogue/publishable-key"
import { answerCatalogueReads } from "./catalogue/reads-ahead"
import { databaseOutageHandler } from "./database-outage"
import { throttleSignIn } from "./auth/sign-in-throttle"
import { refuseStaleTokens } from "./auth/refuse-stale-tokens"
import { keepGuestCartsGuest } from "./store/carts/guest-carts"
import { shopCheckoutMiddlewares } from "./store/shop-checkout/middlewares"

// The catalogue index (src/search/product.ts) is the only one the storefront may
// query; Medusa narrows it to published products of the key's sales channel.
export default defineMiddlewares({
  errorHandler: databaseOutageHandler,
  routes: [
    {
      matcher: "/store/search",
      middlewares: [configureStoreSearch({ allowed_indexes: { product: true } })],
    },
    // The catalogue's read routes, outside /store: the key's sales channels, remembered (docs/decisions/239),
    // and the reads answered ahead of Medusa's own routes and, from the first on, of its front layers
    // (docs/decisions/256, 259); anything else under /catalogue passes the key's check on its way.
    { matcher: "/catalogue/*", middlewares: [answerCatalogueReads, scopeByPublishableKey] },
    ...collectorMiddlewares,
    ...shopOrderMiddlewares,
    // The back office's sign-in: growing waits per address and account, one answer time.
    { matcher: "/auth/user/emailpass", method: ["POST"], middlewares: [throttleSignIn] },
    { matcher: "/auth/customer/emailpass", method: ["POST"], middlewares: [throttleSignIn] },
    // A password change ends the sessions signed in before it (docs/decisions/215).
    { matcher: "/store/*", middlewares: [refuseStaleTokens] },
    { matcher: "/admin/*", middlewares: [refuseStaleTokens] },
    { matcher: "/auth/token/refresh", method: ["POST"], middlewares: [refuseStaleTokens] },
    // Guest orders stay guest orders.
    { matcher: "/store/carts", method: ["POST"], middlewares: [keepGuestCartsGuest] },
    { matcher: "/store/carts/:id", method: ["POST"], middlewares: [keepGuestCartsGuest] },
    ...shopCheckoutMiddlewares,
    ...bankTransferMiddlewares,
    ...addressBookMiddlewares,
  ],
})
