import Medusa from "@medusajs/js-sdk"

// The back office is served by Medusa itself, so its API is on the same origin
// and the staff member's session cookie authenticates every call.
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })
