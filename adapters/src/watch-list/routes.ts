import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { CUSTOMER_ONLY, customerAccess } from "../session/access.js"
import { AddToWatchList, WatchEntryId, WatchList, WatchUnsubscribe } from "../contract/watch-list.js"
import { answer, empty, problem } from "../http/openapi.js"
import { noContent } from "../http/no-content.js"
import { oneClickUnsubscribe } from "../http/one-click-unsubscribe.js"
import type { WatchListGateway } from "./gateway.js"
import type { SessionCookies } from "../session/session-cookies.js"

/**
 * The collector's watch list, kept in Medusa (commerce/src/modules/watch-list): the hearts,
 * the account page, and the one-click unsubscribe of a price-drop e-mail — from the
 * shop's page (/api/watch-list/unsubscribe) and from the mail client (RFC 8058), which
 * posts a form to the e-mail's own address, /watch-list/unsubscribe?token=….
 */
export async function watchListRoutes(app: FastifyInstance, deps: { cookies: SessionCookies; gateway: WatchListGateway }) {
  const { cookies, gateway } = deps
  const unsubscribe = (token: string) => gateway.unsubscribe(token)

  const api = app.withTypeProvider<ZodTypeProvider>()
  const { preValidation, asCustomer } = customerAccess(
    cookies,
    "A watch list belongs to a collector's account: sign in as a customer."
  )

  api.get(
    "/api/account/watch-list",
    {
      preValidation,
      schema: {
        summary: "The signed-in collector's watched pieces with their current price and state",
        response: { 200: answer(WatchList, "The watch list"), ...CUSTOMER_ONLY },
      },
    },
    async (request, reply) => asCustomer(request, reply, (token) => gateway.list(token))
  )

  api.post(
    "/api/account/watch-list",
    {
      preValidation,
      schema: {
        summary: "Watches pieces: one heart, or a guest's list merged on sign-in",
        body: AddToWatchList,
        response: {
          200: answer(WatchList, "The watch list now"),
          400: problem("Not a list of product ids, or the list is full"),
          404: problem("A piece was not found"),
          ...CUSTOMER_ONLY,
        },
      },
    },
    async (request, reply) => asCustomer(request, reply, (token) => gateway.add(token, request.body.productIds))
  )

  api.delete(
    "/api/account/watch-list/:id",
    {
      preValidation,
      schema: {
        summary: "Stops watching a piece",
        params: WatchEntryId,
        response: { 204: empty("No longer watched"), 404: problem("Not on the collector's watch list"), ...CUSTOMER_ONLY },
      },
    },
    (request, reply) => noContent(reply, () => asCustomer(request, reply, (token) => gateway.remove(token, request.params.id)))
  )

  api.post(
    "/api/watch-list/unsubscribe",
    {
      schema: {
        summary: "Turns off a watched piece's price e-mails with the signed token of the e-mail's link",
        body: WatchUnsubscribe,
        response: {
          200: answer(z.object({ priceAlerts: z.literal(false) }), "Price e-mails are off for that piece"),
          400: problem("The token is missing, altered or expired"),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store")
      await unsubscribe(request.body.token)
      return { priceAlerts: false as const }
    }
  )

  await oneClickUnsubscribe(app, "/watch-list/unsubscribe", WatchUnsubscribe, unsubscribe)
}
