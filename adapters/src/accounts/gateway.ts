import { z } from "zod"
import { HttpError } from "../http/http-error.js"
import type { Register, User } from "../contract/user.js"
import type { Actor, Session } from "../session/session-codec.js"
import { callsBefore, type MedusaCall } from "../medusa/call.js"
import { MedusaCallError, UnexpectedAnswerError, unexpected } from "../medusa/errors.js"
import { readClaims } from "../session/token-claims.js"
import type { Language } from "../contract/language.js"
import type { Order } from "../contract/order.js"
import { MedusaOrder } from "../mapping/medusa-order.js"
import { toShopOrder } from "../mapping/to-shop-order.js"

const TokenBody = z.object({ token: z.string().min(1) })
const Person = z.object({ first_name: z.string().nullish(), last_name: z.string().nullish(), email: z.string() })
const UserBody = z.object({ user: Person })
const CustomerBody = z.object({ customer: Person })

export type Registration = "created" | "exists"

const StoreOrderPage = z.object({ orders: z.array(MedusaOrder) })
/** When the collector's current visit began (commerce/src/lib/visits.ts). */
const VISITS = "/store/customers/me/visits"

/** Sign-in, registration, "who is this", password resets and the customer's own orders, against Medusa. */
export class AuthGateway {
  constructor(private readonly call: MedusaCall) {}

  /** The same gateway whose calls, together, end by deadlineAt. */
  within(deadlineAt: number): AuthGateway {
    return new AuthGateway(callsBefore(this.call, deadlineAt))
  }

  /** A token from Medusa's e-mail/password provider, or undefined when the password is wrong. */
  private async login(actor: Actor, email: string, password: string): Promise<string | undefined> {
    try {
      const parsed = TokenBody.safeParse(
        await this.call(`/auth/${actor}/emailpass`, { method: "POST", body: { email, password } })
      )
      // No token means Medusa asks for a second factor or a verification the shop does not offer.
      return parsed.success ? parsed.data.token : undefined
    } catch (error) {
      if (error instanceof MedusaCallError && error.status === 401) return undefined
      // Medusa throttles its own sign-in per account too (docs/decisions/131).
      if (error instanceof MedusaCallError && error.status === 429) {
        throw new HttpError(429, "Too many failed sign-ins. Please try again in a minute.")
      }
      return unexpected(error)
    }
  }

  /**
   * Staff first, then customers: one e-mail identity may be both, and a staff
   * member signing in here means to work. A token without an actor id belongs to
   * an identity that is neither (yet).
   */
  async signIn(email: string, password: string): Promise<Session | undefined> {
    for (const actor of ["user", "customer"] as const) {
      const token = await this.login(actor, email, password)
      if (!token) return undefined
      const claims = readClaims(token)
      if (claims?.actor_id) return { token, actor, expiresAt: claims.exp }
    }
    return undefined
  }

  /**
   * Creates a customer account; signs no one in. An e-mail that has an identity
   * already (a customer, a staff member) is left untouched and its password is never
   * tried here: only sign-in, with its throttling, checks a password.
   */
  async register(input: Register): Promise<Registration> {
    const { email, password } = input
    let identityToken: string
    try {
      identityToken = TokenBody.parse(
        await this.call("/auth/customer/emailpass/register", { method: "POST", body: { email, password } })
      ).token
    } catch (error) {
      if (error instanceof MedusaCallError && error.status === 401) return "exists"
      return unexpected(error)
    }
    try {
      await this.call("/store/customers", {
        method: "POST",
        token: identityToken,
        // The language goes with the customer it describes, in the same call (docs/decisions/246).
        body: {
          email,
          first_name: input.firstName,
          last_name: input.lastName,
          ...(input.language ? { metadata: { language: input.language } } : {}),
        },
      })
    } catch (error) {
      if (error instanceof MedusaCallError && error.status === 400) return "exists"
      return unexpected(error)
    }
    return "created"
  }

  /** The signed-in person, or undefined when Medusa no longer accepts the token. */
  async whoAmI(session: Session): Promise<User | undefined> {
    try {
      const person =
        session.actor === "user"
          ? UserBody.parse(
              await this.call("/admin/users/me", { token: session.token, query: { fields: "first_name,last_name,email" } })
            ).user
          : CustomerBody.parse(
              await this.call("/store/customers/me", { token: session.token, query: { fields: "first_name,last_name,email" } })
            ).customer
      return {
        firstName: person.first_name ?? "",
        lastName: person.last_name ?? "",
        email: person.email,
        isAdmin: session.actor === "user",
      }
    } catch (error) {
      if (error instanceof MedusaCallError && (error.status === 401 || error.status === 403)) return undefined
      if (error instanceof z.ZodError) return unexpected(new UnexpectedAnswerError("/me", error.message))
      return unexpected(error)
    }
  }

  /** A visit begins: the collector has just signed in. */
  async beginVisit(token: string): Promise<void> {
    await this.call(VISITS, { method: "POST", token })
  }

  /**
   * A customer's own orders, newest first, with the shop's status commerce works out
   * (commerce/src/api/store/customers/me/shop-orders), its pieces named in the page's language.
   */
  async customerOrders(token: string, language: Language = "en"): Promise<Order[]> {
    const query = language === "en" ? undefined : { lang: language }
    return StoreOrderPage.parse(await this.call("/store/customers/me/shop-orders", { token, query })).orders.map(toShopOrder)
  }

  /** Sets a new password with a reset link's token; false when the link has expired or been used. */
  async resetPassword(token: string, password: string): Promise<boolean> {
    try {
      await this.call("/auth/customer/emailpass/update", { method: "POST", body: { password }, token })
      return true
    } catch (error) {
      if (error instanceof MedusaCallError && (error.status === 401 || error.status === 400)) return false
      return unexpected(error)
    }
  }
}

/** Medusa's reset request; any answer but 2xx is the back office failing, never "no such account". */
export function medusaResetRequester(medusaUrl: string, publishableKey: string) {
  return async (email: string): Promise<void> => {
    let response: Response
    try {
      response = await fetch(new URL("/auth/customer/emailpass/reset-password", medusaUrl), {
        method: "POST",
        headers: { "content-type": "application/json", "x-publishable-api-key": publishableKey },
        body: JSON.stringify({ identifier: email }),
        signal: AbortSignal.timeout(15_000),
      })
    } catch {
      throw new HttpError(503, "The shop's back office cannot be reached right now. Please try again in a moment.")
    }
    if (!response.ok) throw new HttpError(502, "The shop's back office gave an unexpected answer. Please try again later.")
  }
}
