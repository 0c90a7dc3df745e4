import type { Category, FilterOption, FilterOptions } from "../contract/catalogue.js"
import type { Product, ProductDetail, ProductList } from "../contract/product.js"
import type { ProductQuery } from "../contract/product-query.js"
import { countryDisplayName } from "../mapping/country-name.js"
import { toShopProduct, toShopProductDetail } from "../mapping/to-shop-product.js"
import type { MappingContext } from "../mapping/to-shop-product.js"
import { CatalogueDocument } from "../mapping/catalogue-document.js"
import { UnexpectedAnswerError } from "../medusa/errors.js"
import type { CatalogueGateway } from "./gateway.js"
import { planProductQuery, type CatalogueQuery } from "./catalogue-request.js"
import type { CategoryRecord } from "../mapping/lookups.js"
import { RefreshingValue } from "./refreshing-value.js"
import { SingleFlight } from "./single-flight.js"
import { HeldPages } from "./held-pages.js"
import { LANGUAGES, type Language } from "../contract/language.js"

export type CatalogueOptions = MappingContext & {
  /** How old category counts and filter options may get before a background refresh. */
  facetsMaxAgeMs?: number
  /** How many listing pages are held under Medusa's ETag; 1,000 by default. */
  pagesHeld?: number
  /** How old the home page's new and featured lists may get. */
  highlightsMaxAgeMs?: number
  highlightsSize?: number
  onBackgroundError?: (error: unknown) => void
}

// About 20 KB a page once mapped: at most some 20 MB.
const PAGES_HELD = 1_000

type Page = Pick<ProductList, "products" | "total">
type Facets = {
  categories: (CategoryRecord & { itemCount: number })[]
  countries: string[]
  materials: string[]
  /** What the language calls each country and material, by value (decision 247). */
  countryLabels: Record<string, string>
  materialLabels: Record<string, string>
}

/**
 * The catalogue as the contract describes it. Listings always ask Medusa, so an
 * edit shows at once; category counts, filter options and the home page's lists
 * change rarely and are served from memory, refreshed in the background. Identical reads that
 * overlap (a page's head and its drawing, many visitors on one page) share one Medusa call.
 * Every read is in a language (the last argument, English by default), and everything remembered
 * or shared is so per language.
 */
export class CatalogueService {
  private readonly facets: Record<Language, RefreshingValue<Facets>>
  private readonly newProducts: Record<Language, RefreshingValue<Product[]>>
  private readonly featuredProducts: Record<Language, RefreshingValue<Product[]>>
  private readonly pages = new SingleFlight<Page>()
  private readonly heldPages: HeldPages<Page>
  private readonly details = new SingleFlight<Awaited<ReturnType<CatalogueGateway["productByHandle"]>>>()
  // The filters' values as worked out from each language's facets, until they are refreshed.
  private readonly filterOptionsOf = new WeakMap<Facets, FilterOptions>()

  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly options: CatalogueOptions
  ) {
    this.heldPages = new HeldPages(options.pagesHeld ?? PAGES_HELD)
    const onError = options.onBackgroundError ?? (() => {})
    const highlightsAge = options.highlightsMaxAgeMs ?? 10_000
    const perLanguage = <T>(make: (language: Language) => T) =>
      Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>
    this.facets = perLanguage(
      (language) => new RefreshingValue(() => this.loadFacets(language), options.facetsMaxAgeMs ?? 30_000, Date.now, onError)
    )
    this.newProducts = perLanguage(
      (language) => new RefreshingValue(() => this.highlights("new", language), highlightsAge, Date.now, onError)
    )
    this.featuredProducts = perLanguage(
      (language) => new RefreshingValue(() => this.highlights("featured", language), highlightsAge, Date.now, onError)
    )
  }

  /**
   * One page of the listing; `previousVisitAt` narrows it to what is new since then when asked.
   * The search's words are the language's (German stemming for de), its category names too.
   */
  async listProducts(query: ProductQuery, previousVisitAt?: string | null, language: Language = "en"): Promise<ProductList> {
    const plan = planProductQuery(query, await this.facets[language].get(), previousVisitAt, language)
    if (plan.kind === "empty") return { products: [], total: 0, page: plan.page, limit: plan.limit }
    // The planned query carries the language (`lang`), so each language's page is its own.
    const key = JSON.stringify(plan.query)
    const { products, total } = await this.pages.run(key, () => this.page(key, plan.query, language))
    return { products, total, page: plan.page, limit: plan.limit }
  }

  /**
   * A page as mapped the last time, while Medusa answers its ETag with a 304 (the catalogue has not
   * changed since); else the new answer, checked and mapped, held under its new ETag.
   */
  private async page(key: string, query: CatalogueQuery, language: Language): Promise<Page> {
    const held = this.heldPages.get(key)
    const answer = await this.gateway.listProducts(query, held?.etag)
    if (answer.body === undefined) {
      if (!held) throw new UnexpectedAnswerError("/catalogue/products", "a 304 for a page not asked with an ETag")
      return held.value
    }
    const page = {
      products: answer.body.products.map((raw) => toShopProduct(document(raw), this.options, language)),
      total: answer.body.count,
    }
    if (answer.etag) this.heldPages.set(key, answer.etag, page)
    return page
  }

  async productByHandle(handle: string, language: Language = "en"): Promise<ProductDetail | undefined> {
    const raw = await this.details.run(JSON.stringify([language, handle]), () => this.gateway.productByHandle(handle, language))
    return raw === undefined ? undefined : toShopProductDetail(document(raw), this.options, language)
  }

  async categories(language: Language = "en"): Promise<Category[]> {
    return (await this.facets[language].get()).categories.map(({ id, name, handle, itemCount }) => ({
      id,
      name,
      handle,
      itemCount,
    }))
  }

  /**
   * The filters' values: the categories' names in the language, and each country and material as
   * the address keeps it (English, as the filters match it) with its name in the language. Worked
   * out once per refresh of the facets: every drawn listing reads them, and sorting the names by
   * the language's collation cost a millisecond a read.
   */
  async filterOptions(language: Language = "en"): Promise<FilterOptions> {
    const facets = await this.facets[language].get()
    let options = this.filterOptionsOf.get(facets)
    if (!options) {
      options = workedOutFilterOptions(facets, language)
      this.filterOptionsOf.set(facets, options)
    }
    return options
  }

  listNewProducts(language: Language = "en"): Promise<Product[]> {
    return this.newProducts[language].get()
  }

  listFeaturedProducts(language: Language = "en"): Promise<Product[]> {
    return this.featuredProducts[language].get()
  }

  private async highlights(flag: "new" | "featured", language: Language): Promise<Product[]> {
    const products = await this.gateway.listHighlights(flag, this.options.highlightsSize ?? 8, language)
    return products.map((raw) => toShopProduct(document(raw), this.options, language))
  }

  private async loadFacets(language: Language): Promise<Facets> {
    const [categories, facets] = await Promise.all([this.gateway.listCategories(language), this.gateway.facets(language)])
    const counts = new Map(facets.categories.map((c) => [c.id, c.count]))
    // Only names that differ from the value; a country stored as a code is named by Intl.
    const labels = (values: { value: string; label: string }[], name = (label: string) => label): Record<string, string> => {
      const named: Record<string, string> = {}
      for (const { value, label } of values) if (name(label) !== value) named[value] = name(label)
      return named
    }
    return {
      categories: categories.map((c) => ({ ...c, itemCount: counts.get(c.id) ?? 0 })),
      countries: facets.countries.map((c) => c.value),
      materials: facets.materials.map((m) => m.value),
      countryLabels: labels(facets.countries, (label) => countryDisplayName(label, language) ?? label),
      materialLabels: labels(facets.materials),
    }
  }
}

function workedOutFilterOptions(facets: Facets, language: Language): FilterOptions {
  const collator = new Intl.Collator(language)
  // Stored codes show as names ("FR" is France, Frankreich): one option per name.
  const options = (pairs: FilterOption[]): FilterOption[] =>
    [...new Map(pairs.map((pair) => [pair.value, pair])).values()].sort((a, b) => collator.compare(a.label, b.label))
  return {
    categories: facets.categories.map((c) => c.name),
    countries: options(
      facets.countries.map((c) => ({
        value: countryDisplayName(c) ?? c,
        label: facets.countryLabels[c] ?? c,
      }))
    ),
    materials: options(facets.materials.map((m) => ({ value: m, label: facets.materialLabels[m] ?? m }))),
  }
}

function document(raw: unknown): CatalogueDocument {
  const parsed = CatalogueDocument.safeParse(raw)
  if (!parsed.success)
    throw new UnexpectedAnswerError("/catalogue", `a product does not match the contract: ${parsed.error.message}`)
  return parsed.data
}
