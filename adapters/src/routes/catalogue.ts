import type { FastifyInstance } from "fastify"
import { z } from "zod"
import type { CatalogueService } from "../catalogue/catalogue-service.js"
import { ProductQuery } from "../contract/product-query.js"
import { HttpError, parseInput } from "../http/errors.js"

const HandleParams = z.object({
  handle: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, "handle must be a product handle such as roman-denarius-trajan"),
})

export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService): void {
  app.get("/api/categories", async () => catalogue.categories())
  app.get("/api/filters", async () => catalogue.filterOptions())
  app.get("/api/new-products", async () => catalogue.listNewProducts())
  app.get("/api/featured-products", async () => catalogue.listFeaturedProducts())

  app.get("/api/products", async (request) => catalogue.listProducts(parseInput(ProductQuery, request.query)))

  app.get("/api/products/:handle", async (request) => {
    const { handle } = parseInput(HandleParams, request.params)
    const product = await catalogue.productByHandle(handle)
    if (!product) throw new HttpError(404, `No product with handle "${handle}"`)
    return product
  })
}
