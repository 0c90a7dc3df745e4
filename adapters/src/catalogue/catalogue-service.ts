import type { Category, FilterOptions } from "../contract/catalogue.js"
import type { Product, ProductDetail, ProductList } from "../contract/product.js"
import type { ProductQuery } from "../contract/product-query.js"
import { countryDisplayName } from "../mapping/country-name.js"
import { toShopProduct, toShopProductDetail } from "../mapping/to-shop-product.js"
import type { MappingContext } from "../mapping/to-shop-product.js"
import { CatalogueDocument } from "../medusa/catalogue-document.js"
import type { SearchResult } from "../medusa/catalogue-document.js"
import { MedusaResponseError } from "../medusa/medusa-gateway.js"
import type { CatalogueGateway } from "../medusa/medusa-gateway.js"
import type { CatalogueLookups, CategoryRecord } from "./lookups.js"
import { RefreshingValue } from "./refreshing-value.js"
import { DOCUMENT_FIELDS, planProductSearch } from "./search-request.js"
import type { SearchFilters, StoreSearchQuery } from "./search-request.js"

export type CatalogueOptions = MappingContext & {
  /** How old category counts and filter options may get before a background refresh. */
  facetsMaxAgeMs?: number
  /** How old the home page's new and featured lists may get. */
  highlightsMaxAgeMs?: number
  highlightsSize?: number
  onBackgroundError?: (error: unknown) => void
}

type Facets = { categories: (CategoryRecord & { itemCount: number })[]; countries: string[]; materials: string[] }

const FACET_LIMIT = 10_000

export class CatalogueService {
  private readonly facets: RefreshingValue<Facets>
  private readonly newProducts: RefreshingValue<Product[]>
  private readonly featuredProducts: RefreshingValue<Product[]>

  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly options: CatalogueOptions
  ) {
    const onError = options.onBackgroundError ?? (() => {})
    this.facets = new RefreshingValue(() => this.loadFacets(), options.facetsMaxAgeMs ?? 30_000, Date.now, onError)
    const highlightsAge = options.highlightsMaxAgeMs ?? 10_000
    this.newProducts = new RefreshingValue(() => this.highlight({ is_new: true }), highlightsAge, Date.now, onError)
    this.featuredProducts = new RefreshingValue(
      () => this.highlight({ is_featured: true }),
      highlightsAge,
      Date.now,
      onError
    )
  }

  async listProducts(query: ProductQuery): Promise<ProductList> {
    const plan = planProductSearch(query, await this.lookups())
    if (plan.kind === "empty") return { products: [], total: 0, page: plan.page, limit: plan.limit }
    const result = await this.searchOne(plan.query)
    return {
      products: this.documents(result).map((doc) => toShopProduct(doc, this.options)),
      total: result.metadata.count ?? 0,
      page: plan.page,
      limit: plan.limit,
    }
  }

  async productByHandle(handle: string): Promise<ProductDetail | undefined> {
    const result = await this.searchOne({
      entity: "product",
      fields: DOCUMENT_FIELDS,
      filters: { handle },
      pagination: { skip: 0, take: 1 },
      search_options: { count: "none" },
    })
    const [doc] = this.documents(result)
    return doc ? toShopProductDetail(doc, this.options) : undefined
  }

  async categories(): Promise<Category[]> {
    return (await this.facets.get()).categories.map(({ id, name, handle, itemCount }) => ({ id, name, handle, itemCount }))
  }

  async filterOptions(): Promise<FilterOptions> {
    const facets = await this.facets.get()
    const byName = (a: string, b: string) => a.localeCompare(b, "en")
    const countries = [...new Set(facets.countries.map((c) => countryDisplayName(c) ?? c))].sort(byName)
    return {
      categories: facets.categories.map((c) => c.name),
      countries,
      materials: [...facets.materials].sort(byName),
    }
  }

  listNewProducts(): Promise<Product[]> {
    return this.newProducts.get()
  }

  listFeaturedProducts(): Promise<Product[]> {
    return this.featuredProducts.get()
  }

  private async lookups(): Promise<CatalogueLookups> {
    return this.facets.get()
  }

  private async highlight(filters: SearchFilters): Promise<Product[]> {
    const result = await this.searchOne({
      entity: "product",
      fields: DOCUMENT_FIELDS,
      filters,
      pagination: { skip: 0, take: this.options.highlightsSize ?? 8, order: { created_at: "DESC", id: "ASC" } },
      search_options: { count: "none" },
    })
    return this.documents(result).map((doc) => toShopProduct(doc, this.options))
  }

  private async loadFacets(): Promise<Facets> {
    const [categories, result] = await Promise.all([
      this.gateway.listCategories(),
      this.searchOne({
        entity: "product",
        fields: ["id"],
        pagination: { skip: 0, take: 0 },
        search_options: {
          count: "none",
          facets: [
            { field: "category_ids", limit: FACET_LIMIT },
            { field: "country", limit: FACET_LIMIT },
            { field: "material", limit: FACET_LIMIT },
          ],
        },
      }),
    ])
    const values = (field: string) => result.facets?.[field]?.values ?? []
    const counts = new Map(values("category_ids").map((v) => [String(v.value), v.count]))
    return {
      categories: categories.map((c) => ({ ...c, itemCount: counts.get(c.id) ?? 0 })),
      countries: values("country").map((v) => String(v.value)),
      materials: values("material").map((v) => String(v.value)),
    }
  }

  private async searchOne(query: StoreSearchQuery): Promise<SearchResult> {
    const [result] = await this.gateway.search([query])
    if (!result) throw new MedusaResponseError("Medusa's search answered without a result", 200)
    return result
  }

  private documents(result: SearchResult): CatalogueDocument[] {
    return result.hits.map((hit) => {
      const parsed = CatalogueDocument.safeParse(hit.document)
      if (!parsed.success) {
        throw new MedusaResponseError(`Catalogue document ${hit.id} does not match the index: ${parsed.error.message}`, 200)
      }
      return parsed.data
    })
  }
}
