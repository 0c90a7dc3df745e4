import type { z } from "zod"
import { SavedAddress, SavedAddressInput } from "./address-book.js"
import { Order, UpdateOrderStatus } from "./order.js"
import { ForgotPassword, Register, ResetPassword, SignIn, User } from "./user.js"

type JsonObject = Record<string, unknown>

/** Schemas of the sign-in, account and staff order routes, added to the document's components. */
export const accountSchemas: Record<string, z.ZodType> = {
  User,
  SignIn,
  Register,
  ForgotPassword,
  ResetPassword,
  Order,
  UpdateOrderStatus,
  SavedAddress,
  SavedAddressInput,
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: JsonObject, description: string) => ({ description, content: { "application/json": { schema } } })
const error = (description: string) => json(ref("ErrorBody"), description)
const body = (name: string) => ({ required: true, content: { "application/json": { schema: ref(name) } } })

const session = "Needs the session cookie set by sign-in."
const stateChanging =
  "State-changing: accepted only from the shop's own pages (Sec-Fetch-Site: same-origin, or an Origin naming this host) and as JSON."
const guard = {
  403: error("Cross-site request refused"),
  415: error("The body is not JSON"),
}
const staffOnly = {
  401: error("Not signed in, or the session has ended"),
  403: error("Signed in as a customer, not staff"),
}

export const accountPaths: JsonObject = {
  "/api/login": {
    get: {
      summary: "Leads to the shop's sign-in page",
      parameters: [
        {
          name: "returnTo",
          in: "query",
          required: false,
          description: "A path of this shop to return to after signing in; defaults to the referring page of this shop, else /.",
          schema: { type: "string" },
        },
      ],
      responses: { 302: { description: "Redirect to /sign-in?returnTo=…" } },
    },
  },
  "/api/auth/user": {
    get: {
      summary: "The signed-in person, or null",
      responses: { 200: json({ ...ref("User"), nullable: true }, "Staff (isAdmin true), a customer, or null") },
    },
  },
  "/api/auth/sign-in": {
    post: {
      summary: "Signs a staff member or a customer in with e-mail and password",
      description: `Sets an encrypted, HttpOnly, SameSite=Lax session cookie. Staff accounts are tried first. ${stateChanging}`,
      requestBody: body("SignIn"),
      responses: {
        200: json(ref("User"), "Signed in"),
        400: error("A malformed field, named in the message"),
        401: error("Wrong e-mail or password"),
        429: error("Too many attempts from this address, or too many failures for this account"),
        ...guard,
      },
    },
  },
  "/api/auth/register": {
    post: {
      summary: "Creates a customer account; signs no one in",
      description: `${stateChanging} The same 202 answer whether or not the e-mail address had an account; sign in next.`,
      requestBody: body("Register"),
      responses: {
        202: error("Received: the same answer for a new and a known e-mail address"),
        400: error("A malformed field, named in the message"),
        429: error("Too many attempts from this address"),
        ...guard,
      },
    },
  },
  "/api/auth/forgot-password": {
    post: {
      summary: "Sends a customer a single-use link to choose a new password",
      description: `Answers the same whether or not the address has an account. The e-mailed link opens /reset-password and works once, for 15 minutes. ${stateChanging}`,
      requestBody: body("ForgotPassword"),
      responses: {
        202: json(
          { type: "object", properties: { message: { type: "string" } } },
          "Accepted; a link is sent if the account exists"
        ),
        400: error("A malformed field, named in the message"),
        429: error("Too many requests from this address"),
        ...guard,
      },
    },
  },
  "/api/auth/reset-password": {
    post: {
      summary: "Sets a new password with the token from the e-mailed link",
      description: stateChanging,
      requestBody: body("ResetPassword"),
      responses: {
        200: json({ type: "object", properties: { message: { type: "string" } } }, "Password changed"),
        400: error("A malformed field, or a link that has expired or been used"),
        429: error("Too many requests from this address"),
        ...guard,
      },
    },
  },
  "/api/auth/sign-out": {
    post: {
      summary: "Ends the session on the server, for every copy of the cookie",
      description: `${stateChanging} Send {} as the body.`,
      responses: { 204: { description: "Signed out" }, ...guard },
    },
  },
  "/api/account/orders": {
    get: {
      summary: "The signed-in customer's own orders, newest first",
      description: session,
      responses: {
        200: json({ type: "array", items: ref("Order") }, "The customer's orders"),
        401: error("Not signed in"),
        403: error("Signed in as staff (staff see every order on the dashboard)"),
      },
    },
  },
  "/api/orders": {
    get: {
      summary: "Every order, newest first (staff only)",
      description: `${session} Called with the staff member's own Medusa token. The status is derived from Medusa: canceled > delivered > shipped > paid > processing > pending.`,
      responses: { 200: json({ type: "array", items: ref("Order") }, "All orders"), ...staffOnly },
    },
  },
  "/api/orders/{id}/status": {
    put: {
      summary: "Advances an order's status (staff only)",
      description:
        `${session} ${stateChanging} Allowed: pending → processing (marks the order), paid → shipped (fulfils every item and ships it in Medusa), ` +
        "shipped → delivered (marks the fulfilment delivered).",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      requestBody: body("UpdateOrderStatus"),
      responses: {
        200: json(ref("Order"), "The order with its new status"),
        400: error("A malformed body or id"),
        ...staffOnly,
        404: error("No such order"),
        409: error("The order's current status does not allow this change; the message names both statuses"),
        415: error("The body is not JSON"),
      },
    },
  },
  "/api/account/addresses": {
    get: {
      summary: "The signed-in customer's address book, oldest first",
      description: session,
      responses: {
        200: json({ type: "array", items: ref("SavedAddress") }, "The saved addresses"),
        401: error("Not signed in"),
        403: error("Signed in as staff (staff have no address book)"),
      },
    },
    post: {
      summary: "Saves an address in the customer's address book",
      description: `${session} ${stateChanging} The checkout's address rules and messages; at most 20 addresses; the first becomes the default.`,
      requestBody: body("SavedAddressInput"),
      responses: {
        201: json(ref("SavedAddress"), "The saved address"),
        400: error("A field is missing or malformed, or the shop does not ship to the country; the message names each field"),
        401: error("Not signed in"),
        ...guard,
        409: error("The address book is full"),
      },
    },
  },
  "/api/account/addresses/{id}": {
    patch: {
      summary: "Replaces a saved address with the one given",
      description: `${session} ${stateChanging}`,
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      requestBody: body("SavedAddressInput"),
      responses: {
        200: json(ref("SavedAddress"), "The address as saved"),
        400: error("A field or the id is malformed; the message names each"),
        401: error("Not signed in"),
        404: error("No such address among the customer's (another customer's address included)"),
        ...guard,
      },
    },
    delete: {
      summary: "Deletes a saved address",
      description: `${session} ${stateChanging} The body is an empty JSON object.`,
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        204: { description: "Deleted" },
        401: error("Not signed in"),
        404: error("No such address among the customer's (another customer's address included)"),
        ...guard,
      },
    },
  },
}
