import type { z } from "zod"
import { AddToWatchList, WatchList, WatchUnsubscribe } from "./watch-list.js"

type JsonObject = Record<string, unknown>

/** Schemas of the watch-list routes, added to the document's components. */
export const watchListSchemas: Record<string, z.ZodType> = { AddToWatchList, WatchList, WatchUnsubscribe }

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: JsonObject, description: string) => ({ description, content: { "application/json": { schema } } })
const error = (description: string) => json(ref("ErrorBody"), description)
const body = (name: string) => ({ required: true, content: { "application/json": { schema: ref(name) } } })

const collector = {
  400: error("Malformed input, with a message naming the field"),
  401: error("Not signed in, or the session has ended"),
  403: error("Signed in as staff, or a cross-site request"),
}

export const watchListPaths: JsonObject = {
  "/api/account/watch-list": {
    get: {
      summary: "The signed-in collector's watch list: each piece with its current price and state (available, sold, unavailable)",
      responses: { 200: json(ref("WatchList"), "Newest first"), ...collector },
    },
    post: {
      summary:
        "Watches pieces (a heart, or a guest's list merged on sign-in); pieces already watched or not listed are passed over",
      requestBody: body("AddToWatchList"),
      responses: { 200: json(ref("WatchList"), "The list after adding"), ...collector, 409: error("The list is full") },
    },
  },
  "/api/account/watch-list/{id}": {
    delete: {
      summary: "Stops watching a piece; send {} as the body",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", pattern: "^watch_[A-Za-z0-9]{1,60}$" } }],
      responses: { 204: { description: "Removed" }, ...collector, 404: error("Not an entry of this collector's list") },
    },
  },
  "/api/watch-list/unsubscribe": {
    post: {
      summary: "Turns a watched piece's price e-mails off with the e-mail's signed token; no sign-in needed",
      requestBody: body("WatchUnsubscribe"),
      responses: {
        200: json({ type: "object", properties: { priceAlerts: { type: "boolean" } } }, "Price e-mails are off"),
        400: error("The token is missing, altered, forged or expired; nothing changed"),
        404: error("The piece is no longer on the watch list"),
      },
    },
  },
}
