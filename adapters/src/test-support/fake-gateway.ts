import type { CatalogueQuery } from "../catalogue/catalogue-request.js"
import { MedusaUnavailableError } from "../medusa/medusa-gateway.js"
import type { CatalogueGateway, ProductPage } from "../medusa/medusa-gateway.js"
import { categoriesFixture, facetsFixture, fixture, productPage } from "./fixtures.js"

/** Answers like Medusa with captured JSON, and records what the shop asked. */
export class FakeGateway implements CatalogueGateway {
  readonly queries: CatalogueQuery[] = []
  readonly highlights: string[] = []
  down = false

  private check(): void {
    if (this.down) throw new MedusaUnavailableError(new TypeError("fetch failed"))
  }

  async listProducts(query: CatalogueQuery): Promise<ProductPage> {
    this.check()
    this.queries.push(query)
    const page = productPage()
    return { products: page.products.slice(0, query.limit), count: page.count }
  }

  async productByHandle(handle: string): Promise<unknown> {
    this.check()
    const { product } = fixture("catalogue-product.json") as { product: { handle: string } }
    return product.handle === handle ? product : undefined
  }

  async listHighlights(flag: "new" | "featured", limit: number): Promise<unknown[]> {
    this.check()
    this.highlights.push(flag)
    return (fixture("catalogue-highlights.json") as { products: unknown[] }).products.slice(0, limit)
  }

  async facets() {
    this.check()
    return facetsFixture()
  }

  async listCategories() {
    this.check()
    return categoriesFixture()
  }
}
