import { useSearchParams } from "react-router-dom"
import { Skeleton } from "@/components/ui/skeleton"
import { SKELETON_COUNTS } from "@/config/constants"
import { useProducts } from "@/features/catalog/api/get-products"
import { CountLine } from "@/features/catalog/components/count-line"
import { EmptyResults } from "@/features/catalog/components/empty-results"
import { NewSinceVisitChip } from "@/features/catalog/components/new-since-visit"
import { ActiveFilterChips } from "@/features/catalog/components/active-filter-chips"
import { FilterSheet } from "@/features/catalog/components/filter-sheet"
import { ListingFilters } from "@/features/catalog/components/listing-filters"
import { Pagination } from "@/features/catalog/components/pagination"
import { ProductGrid } from "@/features/catalog/components/product-grid"
import { criteriaOf } from "@/features/wants/lib/criteria"
import { SaveSearch } from "@/features/wants/components/save-search"
import { usePaths } from "@/config/paths"
import { ShopGrid } from "../shop-grid"
import { useCollector } from "../use-collector"
import { useFilterLabels, useFilterName } from "@/features/catalog/api/get-filters"
import { useCategoryName } from "@/features/catalog/hooks/use-category-name"
import { useListingFilters, type ListingFilterKey } from "@/features/catalog/hooks/use-listing-filters"
import { activeFilters } from "@/features/catalog/lib/active-filters"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useLanguage, useT } from "@/i18n/react"

// A phone shows two rows of two cards on its first screen: there the pictures of the cards after
// them are asked for once the page is idle (docs/decisions/233).
const DEFER_PICTURES_FROM = 4

export function ProductsRoute() {
  const t = useT()
  const language = useLanguage()
  const { filters, setFilter, setFilters, pageHref } = useListingFilters()
  const categoryName = useCategoryName(filters.category)
  const labels = useFilterLabels(filters)
  const active = activeFilters(filters, { category: categoryName, ...labels }, language, t)
  const clear = (keys: ListingFilterKey[]) => setFilters(Object.fromEntries(keys.map((key) => [key, ""])))
  const { data, isLoading, isError, error } = useProducts(filters)
  const heading = filters.search ? t("listing.searchResults", { search: filters.search }) : (categoryName ?? t("categories.all"))
  useDocumentTitle(heading)

  // Every filter of the URL, the price range included, is what a saved want keeps.
  const [params] = useSearchParams()
  const criteria = criteriaOf({ ...Object.fromEntries(params), category: filters.category })
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 md:space-y-6 md:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">{heading}</h1>
        <CollectorSaveSearch criteria={criteria} categoryName={categoryName} />
      </div>
      {/* Tablets and wider: the filter panel. Phones: a Filters button and the sort, the filters in use as chips. */}
      <ListingFilters filters={filters} onChange={setFilter} />
      <FilterSheet filters={filters} active={active} onChange={setFilter} onClear={clear} />
      <ActiveFilterChips active={active} onClear={clear} />
      {filters.new ? <NewSinceVisitChip onRemove={() => setFilter("new", "")} /> : null}
      {isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">{t("listing.failed")}</p>
          <p className="mt-1 text-sm">{error.message}</p>
        </div>
      ) : isLoading || !data ? (
        <>
          {/* Holds the count line's place (text-sm) so the grid does not move when it arrives. */}
          <Skeleton className="h-5 w-48" />
          <ProductGrid products={undefined} isLoading skeletonCount={SKELETON_COUNTS.listing} label={t("listing.products")} />
        </>
      ) : (
        <>
          <h2 className="sr-only">{t("listing.results")}</h2>
          <CountLine shown={data.products.length} total={data.total} />
          {data.products.length === 0 ? (
            <EmptyResults />
          ) : (
            <ShopGrid
              label={heading}
              products={data.products}
              priorityFirst
              deferPicturesFrom={DEFER_PICTURES_FROM}
              isLoading={false}
              skeletonCount={SKELETON_COUNTS.listing}
            />
          )}
          <Pagination page={data.page} pageCount={pageCount} hrefFor={pageHref} />
        </>
      )}
    </div>
  )
}

/** "Save this search", for a signed-in collector on a listing with criteria; it reads the session itself (see ../collector-parts). */
function CollectorSaveSearch({
  criteria,
  categoryName,
}: {
  criteria: ReturnType<typeof criteriaOf>
  categoryName: string | undefined
}) {
  const paths = usePaths()
  const collector = useCollector()
  const filterName = useFilterName()
  if (!collector || Object.keys(criteria).length === 0) return null
  return (
    <SaveSearch
      collector={collector}
      criteria={criteria}
      categoryName={categoryName}
      wantsPath={paths.wants}
      filterName={filterName}
    />
  )
}
