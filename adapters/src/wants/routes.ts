import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { CUSTOMER_ONLY, customerAccess } from "../session/access.js"
import type { CatalogueReader } from "../contract/catalogue-reader.js"
import { findCategory } from "../mapping/lookups.js"
import { CreateWant, UpdateWant, WantId, WantList, WantUnsubscribe, Want } from "../contract/wants.js"
import { HttpError } from "../http/http-error.js"
import { noContent } from "../http/no-content.js"
import { answer, empty, problem } from "../http/openapi.js"
import { oneClickUnsubscribe } from "../http/one-click-unsubscribe.js"
import { toCents } from "../mapping/money.js"
import type { WantsGateway } from "./gateway.js"
import type { SessionCookies } from "../session/session-cookies.js"
import { MedusaWant, wantCriteria, wantMatches } from "./want-view.js"

/**
 * The collector's wants, kept in Medusa (commerce/src/modules/wants): saved searches with
 * the number of pieces matching now, their alerts, and the one-click unsubscribe of an
 * alert e-mail — from the shop's page (/api/wants/unsubscribe) and from the mail client
 * (RFC 8058), which posts a form to the e-mail's own address, /wants/unsubscribe?token=….
 */
export async function wantRoutes(
  app: FastifyInstance,
  deps: { cookies: SessionCookies; gateway: WantsGateway; catalogue: CatalogueReader }
) {
  const { cookies, gateway, catalogue } = deps
  const toWant = async (raw: MedusaWant): Promise<Want> => {
    const { criteria, link } = wantCriteria(raw)
    return {
      id: raw.id,
      name: raw.name,
      alerts: raw.alerts,
      createdAt: raw.created_at,
      criteria,
      link,
      matches: await wantMatches(catalogue, criteria),
    }
  }
  const unsubscribe = (token: string) => gateway.unsubscribe(token)

  const api = app.withTypeProvider<ZodTypeProvider>()
  const { preValidation, asCustomer } = customerAccess(cookies, "Wants belong to a collector's account: sign in as a customer.")

  api.get(
    "/api/account/wants",
    {
      preValidation,
      schema: {
        summary: "The signed-in collector's wants, each with the number of pieces matching now and the link to them",
        response: { 200: answer(WantList, "The wants, oldest first"), ...CUSTOMER_ONLY },
      },
    },
    async (request, reply) => {
      const wants = await asCustomer(request, reply, (token) => gateway.list(token))
      // A handful at a time: each count is one catalogue query.
      const answered: Want[] = []
      for (let start = 0; start < wants.length; start += 10) {
        answered.push(...(await Promise.all(wants.slice(start, start + 10).map(toWant))))
      }
      return { wants: answered }
    }
  )

  api.post(
    "/api/account/wants",
    {
      preValidation,
      schema: {
        summary: "Saves a search of the listing as a want",
        body: CreateWant,
        response: {
          201: answer(Want, "The want saved"),
          400: problem("A malformed want, a want without any criterion, or an unknown category"),
          409: problem("The collector keeps 50 wants already"),
          ...CUSTOMER_ONLY,
        },
      },
    },
    async (request, reply) => {
      const { name, alerts, criteria } = request.body
      let category: { id: string; name: string } | undefined
      if (criteria.category) {
        category = findCategory(criteria.category, await catalogue.categories())
        if (!category) throw new HttpError(400, `There is no category "${criteria.category}".`)
      }
      const body = {
        name,
        ...(alerts ? { alerts } : {}),
        criteria: {
          search: criteria.search,
          category: criteria.category,
          category_id: category?.id,
          country: criteria.country,
          material: criteria.material,
          period: criteria.period,
          quality: criteria.quality,
          price_min_cents: criteria.priceMin === undefined ? undefined : toCents(criteria.priceMin),
          price_max_cents: criteria.priceMax === undefined ? undefined : toCents(criteria.priceMax),
        },
      }
      const want = await asCustomer(request, reply, (token) => gateway.create(token, body))
      return reply.status(201).send(await toWant(want))
    }
  )

  api.patch(
    "/api/account/wants/:id",
    {
      preValidation,
      schema: {
        summary: "Renames a want or changes when it e-mails",
        params: WantId,
        body: UpdateWant,
        response: {
          200: answer(Want, "The want now"),
          400: problem("A malformed id, name or alert setting"),
          404: problem("Not one of the collector's wants"),
          ...CUSTOMER_ONLY,
        },
      },
    },
    async (request, reply) => {
      const want = await asCustomer(request, reply, (token) => gateway.update(token, request.params.id, request.body))
      return toWant(want)
    }
  )

  api.delete(
    "/api/account/wants/:id",
    {
      preValidation,
      schema: {
        summary: "Deletes a want",
        params: WantId,
        response: { 204: empty("Deleted"), 404: problem("Not one of the collector's wants"), ...CUSTOMER_ONLY },
      },
    },
    (request, reply) => noContent(reply, () => asCustomer(request, reply, (token) => gateway.remove(token, request.params.id)))
  )

  api.post(
    "/api/wants/unsubscribe",
    {
      schema: {
        summary: "Turns off a want's e-mails with the signed token of the e-mail's link",
        body: WantUnsubscribe,
        response: {
          200: answer(z.object({ alerts: z.literal("off") }), "The want's e-mails are off"),
          400: problem("The token is missing, altered or expired"),
          404: problem("The want no longer exists"),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store")
      await unsubscribe(request.body.token)
      return { alerts: "off" as const }
    }
  )

  await oneClickUnsubscribe(app, "/wants/unsubscribe", WantUnsubscribe, unsubscribe)
}
