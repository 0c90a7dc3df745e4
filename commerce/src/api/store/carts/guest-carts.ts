import {
  authenticate,
  type AuthenticatedMedusaRequest,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

const customerAuth = authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true })

function run(middleware: typeof customerAuth, req: MedusaRequest, res: MedusaResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    void middleware(req, res, (error?: unknown) =>
      error
        ? reject(error instanceof Error ? error : Object.assign(new Error("Signing the customer in failed"), { cause: error }))
        : resolve()
    )
  })
}

/**
 * A cart given an e-mail by someone who is not signed in as a customer stays a guest's:
 * Medusa would otherwise attach it (and its order) to the registered customer with that
 * e-mail, putting a stranger's order in their history. The cart is given the guest
 * customer record of that e-mail (created when missing) before Medusa's own update, which
 * then keeps it. The e-mail is normalised (trimmed, lower-cased) here as everywhere.
 */
export async function keepGuestCartsGuest(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = (req.body ?? {}) as Record<string, unknown>
    if (typeof body.email !== "string" || !body.email.trim()) return next()
    const email = body.email.trim().toLowerCase()
    body.email = email
    await run(customerAuth, req, res)
    const authed = req as AuthenticatedMedusaRequest
    if (authed.auth_context?.actor_id) return next()

    const customers = req.scope.resolve(Modules.CUSTOMER)
    const guestOf = async () => {
      const [existing] = await customers.listCustomers({ email, has_account: false }, { take: 1 })
      return existing ?? (await customers.createCustomers({ email }))
    }
    const cartId = (req.params as Record<string, string | undefined>).id
    if (!cartId) {
      // A new cart: Medusa's create route takes its customer from the request's actor, the guest here.
      const guest = await guestOf()
      authed.auth_context = {
        actor_id: guest.id,
        actor_type: "customer",
        auth_identity_id: "",
        app_metadata: {},
        user_metadata: {},
      }
      return next()
    }
    // An unknown cart is Medusa's 404 to give; no guest record is made for it.
    const carts = req.scope.resolve(Modules.CART)
    const [cart] = await carts.listCarts({ id: cartId }, { select: ["id", "customer_id"], take: 1 })
    if (!cart) return next()
    if (cart.customer_id) {
      const [owner] = await customers.listCustomers({ id: cart.customer_id }, { select: ["id", "has_account", "email"], take: 1 })
      // A signed-in customer's cart keeps its owner; a guest cart already of this e-mail needs nothing.
      if (owner?.has_account || owner?.email === email) return next()
    }
    await carts.updateCarts(cartId, { customer_id: (await guestOf()).id })
    next()
  } catch (error) {
    next(error)
  }
}
