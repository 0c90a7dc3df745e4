import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { z } from "zod"
import { asSignedIn, requireSession } from "../auth/staff-access.js"
import { AddToWatchList, WatchEntryId, WatchList, WatchUnsubscribe, type WatchEntry } from "../contract/watch-list.js"
import { HttpError, parseInput } from "../http/errors.js"
import { toShopProduct } from "../mapping/to-shop-product.js"
import { CatalogueDocument } from "../medusa/catalogue-document.js"
import { MedusaError, type MedusaClient } from "../medusa/client.js"
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

async function requireCollector(cookies: SessionCookies, request: FastifyRequest, reply: FastifyReply) {
  const session = await requireSession(cookies, request, reply)
  if (session.actor !== "customer") {
    throw new HttpError(403, "A watch list belongs to a collector's account: sign in as a customer.")
  }
  return session
}

/** Medusa's 4xx answers that the collector can act on keep their status and message. */
async function passingRefusals<T>(work: () => Promise<T>, notFound: string): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof MedusaError && error.status === 404) throw new HttpError(404, notFound)
    if (error instanceof MedusaError && (error.status === 400 || error.status === 409) && error.body.message) {
      throw new HttpError(error.status, error.body.message)
    }
    throw error
  }
}

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
    passingRefusals(
      () =>
        medusa.request("/store/watch-list/unsubscribe", z.object({ product_id: z.string() }), {
          method: "POST",
          body: { token },
        }),
      "This piece is no longer on the watch list."
    )

  await app.register((scope, _options, done) => {
    scope.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store")
    })
    scope.get("/api/account/watch-list", async (request, reply) => {
      const { token } = await requireCollector(cookies, request, reply)
      return asSignedIn(cookies, request, reply, async () =>
        toWatchList(await medusa.request("/store/customers/me/watch-list", MedusaWatchList, { token }))
      )
    })
    scope.post("/api/account/watch-list", async (request, reply) => {
      const { token } = await requireCollector(cookies, request, reply)
      const { productIds } = parseInput(AddToWatchList, request.body)
      return asSignedIn(cookies, request, reply, () =>
        passingRefusals(async () => {
          const body = { product_ids: productIds }
          return toWatchList(
            await medusa.request("/store/customers/me/watch-list", MedusaWatchList, { method: "POST", token, body })
          )
        }, "A piece was not found.")
      )
    })
    scope.delete("/api/account/watch-list/:id", async (request, reply) => {
      const { token } = await requireCollector(cookies, request, reply)
      const { id } = parseInput(WatchEntryId, request.params)
      await asSignedIn(cookies, request, reply, () =>
        passingRefusals(
          () => medusa.request(`/store/customers/me/watch-list/${id}`, z.unknown(), { method: "DELETE", token }),
          "This piece is not on your watch list."
        )
      )
      return reply.status(204).send()
    })
    scope.post("/api/watch-list/unsubscribe", async (request) => {
      const { token } = parseInput(WatchUnsubscribe, request.body)
      await unsubscribe(token)
      return { priceAlerts: false }
    })
    done()
  })
  await app.register((scope, _options, done) => {
    // A mail client's one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, parsed) =>
      parsed(null, body)
    )
    scope.post("/watch-list/unsubscribe", async (request, reply) => {
      const { token } = parseInput(WatchUnsubscribe, request.query)
      await unsubscribe(token)
      return reply.header("cache-control", "no-store").type("text/plain; charset=utf-8").send("Unsubscribed.")
    })
    done()
  })
}
