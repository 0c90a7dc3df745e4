import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { translated } from "../medusa/errors.js"
import { asSignedIn, CUSTOMER_ONLY, customerOnly, customerSession } from "../session/access.js"
import { AddToWatchList, WatchEntryId, WatchList, WatchUnsubscribe, type WatchEntry } from "../contract/watch-list.js"
import { answer, empty, problem } from "../http/openapi.js"
import { toShopProduct } from "../mapping/to-shop-product.js"
import { CatalogueDocument } from "../mapping/catalogue-document.js"
import type { MedusaClient } from "../medusa/client.js"
import type { SessionCookies } from "../session/session-cookies.js"

const MedusaWatchList = z.object({
  watch_list: z.array(
    z.object({
      id: z.string(),
      product_id: z.string(),
      created_at: z.string(),
      state: z.enum(["available", "sold", "unavailable"]),
      price_alerts: z.boolean(),
      product: CatalogueDocument.nullable(),
    })
  ),
})

/**
 * The collector's watch list, kept in Medusa (commerce/src/modules/watch-list): the hearts,
 * the account page, and the one-click unsubscribe of a price-drop e-mail — from the
 * shop's page (/api/watch-list/unsubscribe) and from the mail client (RFC 8058), which
 * posts a form to the e-mail's own address, /watch-list/unsubscribe?token=….
 */
export async function watchListRoutes(app: FastifyInstance, deps: { cookies: SessionCookies; medusa: MedusaClient }) {
  const { cookies, medusa } = deps
  const context = { medusaUrl: medusa.baseUrl }

  const toWatchList = (raw: z.infer<typeof MedusaWatchList>): WatchList => ({
    entries: raw.watch_list.map((entry): WatchEntry => ({
      id: entry.id,
      productId: entry.product_id,
      addedAt: entry.created_at,
      state: entry.state,
      priceAlerts: entry.price_alerts,
      product: entry.product ? toShopProduct(entry.product, context) : null,
    })),
  })
  const unsubscribe = (token: string) =>
    translated(
      () =>
        medusa.request("/store/watch-list/unsubscribe", z.object({ product_id: z.string() }), {
          method: "POST",
          body: { token },
        }),
      { notFound: "This piece is no longer on the watch list." }
    )

  const api = app.withTypeProvider<ZodTypeProvider>()
  const preValidation = customerOnly(cookies, "A watch list belongs to a collector's account: sign in as a customer.")

  api.get(
    "/api/account/watch-list",
    {
      preValidation,
      schema: {
        summary: "The signed-in collector's watched pieces with their current price and state",
        response: { 200: answer(WatchList, "The watch list"), ...CUSTOMER_ONLY },
      },
    },
    async (request, reply) => {
      const { token } = customerSession(request)
      return asSignedIn(cookies, request, reply, async () =>
        toWatchList(await medusa.request("/store/customers/me/watch-list", MedusaWatchList, { token }))
      )
    }
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
    async (request, reply) => {
      const { token } = customerSession(request)
      const body = { product_ids: request.body.productIds }
      return asSignedIn(cookies, request, reply, () =>
        translated(
          async () =>
            toWatchList(await medusa.request("/store/customers/me/watch-list", MedusaWatchList, { method: "POST", token, body })),
          { notFound: "A piece was not found." }
        )
      )
    }
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
    async (request, reply) => {
      const { token } = customerSession(request)
      const { id } = request.params
      await asSignedIn(cookies, request, reply, () =>
        translated(() => medusa.request(`/store/customers/me/watch-list/${id}`, z.unknown(), { method: "DELETE", token }), {
          notFound: "This piece is not on your watch list.",
        })
      )
      return reply.status(204).send()
    }
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

  await app.register((scope, _options, done) => {
    // A mail client's one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, parsed) =>
      parsed(null, body)
    )
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post("/watch-list/unsubscribe", { schema: { querystring: WatchUnsubscribe } }, async (request, reply) => {
        await unsubscribe(request.query.token)
        return reply.header("cache-control", "no-store").type("text/plain; charset=utf-8").send("Unsubscribed.")
      })
    done()
  })
}
