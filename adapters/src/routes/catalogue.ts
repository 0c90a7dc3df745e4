import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { z } from "zod"
import type { MedusaCall } from "../auth/medusa-caller.js"
import { asSignedIn } from "../auth/staff-access.js"
import type { CatalogueService } from "../catalogue/catalogue-service.js"
import { previousVisitAt } from "../catalogue/visits.js"
import { ProductQuery } from "../contract/product-query.js"
import { HttpError, parseInput } from "../http/errors.js"
import type { SessionCookies } from "../session/session-cookies.js"

const HandleParams = z.object({
  handle: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, "handle must be a product handle such as roman-denarius-trajan"),
})

export type CatalogueRouteDeps = { cookies: SessionCookies; call: MedusaCall }

export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService, deps: CatalogueRouteDeps): void {
  /** The signed-in collector's previous visit; a guest or a staff member has none to count from. */
  async function collectorsPreviousVisit(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const session = await deps.cookies.read(request)
    if (session?.actor !== "customer") {
      throw new HttpError(401, "Sign in to your collector's account to see the pieces listed since your last visit.")
    }
    reply.header("cache-control", "private, no-store")
    return asSignedIn(deps.cookies, request, reply, () => previousVisitAt(deps.call, session.token))
  }

  app.get("/api/categories", async () => catalogue.categories())
  app.get("/api/filters", async () => catalogue.filterOptions())
  app.get("/api/new-products", async () => catalogue.listNewProducts())
  app.get("/api/featured-products", async () => catalogue.listFeaturedProducts())

  app.get("/api/products", async (request, reply) => {
    const query = parseInput(ProductQuery, request.query)
    return catalogue.listProducts(query, query.new ? await collectorsPreviousVisit(request, reply) : undefined)
  })

  app.get("/api/products/:handle", async (request) => {
    const { handle } = parseInput(HandleParams, request.params)
    const product = await catalogue.productByHandle(handle)
    if (!product) throw new HttpError(404, `No product with handle "${handle}"`)
    return product
  })
}
