import type { StoreSearchQuery } from "../catalogue/search-request.js"
import type { SearchResult } from "../medusa/catalogue-document.js"
import { MedusaUnavailableError } from "../medusa/medusa-gateway.js"
import type { CatalogueGateway } from "../medusa/medusa-gateway.js"
import { categoriesFixture, searchFixture } from "./fixtures.js"

/** Answers like Medusa with captured JSON, and records what the shop asked. */
export class FakeGateway implements CatalogueGateway {
  readonly searches: StoreSearchQuery[] = []
  down = false

  async search(queries: StoreSearchQuery[]): Promise<SearchResult[]> {
    if (this.down) throw new MedusaUnavailableError(new TypeError("fetch failed"))
    this.searches.push(...queries)
    return queries.map((query) => {
      if (query.search_options.facets?.length) return searchFixture("store-search-facets.json")[0]!
      const [result] = searchFixture("store-search-products.json")
      const handle = query.filters?.handle
      const hits = typeof handle === "string" ? result!.hits.filter((hit) => hit.id && (hit.document as { handle: string }).handle === handle) : result!.hits
      return { ...result!, hits: hits.slice(0, query.pagination.take) }
    })
  }

  async listCategories() {
    if (this.down) throw new MedusaUnavailableError(new TypeError("fetch failed"))
    return categoriesFixture()
  }
}
