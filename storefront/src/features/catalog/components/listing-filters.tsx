import clsx from "clsx"
import { Select, type SelectOption } from "@/components/ui/select"
import type { FilterOption } from "@contract/catalogue"
import { useFilterOptions } from "../api/get-filters"
import type { ProductSort } from "@contract/product-query"
import type { ProductFilters } from "../api/get-products"
import { useCategoryName } from "../hooks/use-category-name"
import type { ListingFilterKey } from "../hooks/use-listing-filters"
import { PriceRange } from "./price-range"
import { TextFilter } from "./text-filter"
import { useT, type MessageId, type Translate } from "@/i18n/react"

// Radix items need a non-empty value; this one stands for "no filter".
const ALL = "__all__"

const SORT_LABELS: Record<ProductSort, MessageId> = {
  relevance: "sort.relevance",
  newest: "sort.newest",
  price_asc: "sort.priceAsc",
  price_desc: "sort.priceDesc",
}

// The shop orders by relevance when searching and newest first otherwise;
// choosing that default removes `sort` from the URL.
function sortControl(filters: ProductFilters, t: Translate) {
  const fallback: ProductSort = filters.search ? "relevance" : "newest"
  const sorts = (Object.keys(SORT_LABELS) as ProductSort[]).filter((s) => s !== "relevance" || filters.search)
  return {
    value: filters.sort && sorts.includes(filters.sort) ? filters.sort : fallback,
    options: sorts.map((s) => ({ value: s, label: t(SORT_LABELS[s]) })),
    toParam: (value: string) => (value === fallback ? "" : value),
  }
}

/**
 * A dropdown's options and chosen one: each country and material by its name in the page's
 * language, its value the one the address keeps (docs/decisions/247). The address may name one
 * (typed in, or shared from another language's page): that option is chosen. A value the list
 * lacks is the first option.
 */
function choiceFor(allLabel: string, options: FilterOption[] | undefined, current: string | undefined) {
  const list = [...(options ?? [])]
  const wanted = current?.toLocaleLowerCase()
  const chosen = list.find((o) => o.value.toLocaleLowerCase() === wanted || o.label.toLocaleLowerCase() === wanted)
  if (current && !chosen) list.unshift({ value: current, label: current })
  return { value: chosen?.value ?? current ?? ALL, options: [{ value: ALL, label: allLabel }, ...list] as SelectOption[] }
}

const named = (names: string[] | undefined) => names?.map((name) => ({ value: name, label: name }))

type ListingFiltersProps = {
  filters: ProductFilters
  onChange: (key: ListingFilterKey, value: string, options?: { replace?: boolean }) => void
  /**
   * "panel": the page's filter bar, shown from tablet width up; "sheet": the same fields in one
   * column inside the phone's filter sheet, which has the sort beside its button instead.
   */
  variant?: "panel" | "sheet"
}

const TEXT_FILTERS = [
  { key: "period", label: "filter.period", placeholder: "filter.period.placeholder" },
  { key: "quality", label: "filter.quality", placeholder: "filter.quality.placeholder" },
] as const

const LAYOUTS = {
  panel:
    "hidden grid-cols-2 gap-3 rounded-lg border border-navy-900/10 bg-white p-3 sm:grid-cols-3 sm:p-4 md:grid lg:grid-cols-8",
  sheet: "grid grid-cols-2 gap-3",
}

export function ListingFilters({ filters, onChange, variant = "panel" }: ListingFiltersProps) {
  const t = useT()
  const { data, isLoading } = useFilterOptions()
  const categoryName = useCategoryName(filters.category)
  const pick = (key: ListingFilterKey) => (value: string) => onChange(key, value === ALL ? "" : value)
  const inSheet = variant === "sheet"
  // The sheet repeats the panel's fields on the same page: ids of their own.
  const prefix = inSheet ? "sheet-filter" : "filter"

  const dropdowns = [
    {
      key: "category",
      label: t("filter.category"),
      all: t("filter.category.all"),
      loading: t("filter.category.loading"),
      values: named(data?.categories),
      current: categoryName,
    },
    {
      key: "country",
      label: t("filter.country"),
      all: t("filter.country.all"),
      loading: t("filter.country.loading"),
      values: data?.countries,
      current: filters.country,
    },
    {
      key: "material",
      label: t("filter.material"),
      all: t("filter.material.all"),
      loading: t("filter.material.loading"),
      values: data?.materials,
      current: filters.material,
    },
  ] as const

  return (
    <section aria-label={t("filter.label")} className={LAYOUTS[variant]}>
      {dropdowns.map((d) => {
        const choice = choiceFor(d.all, d.values, d.current)
        return (
          <div key={d.key} className={clsx("flex flex-col gap-1", inSheet && "col-span-2")}>
            <span className="text-xs font-medium text-navy-900/70" id={`${prefix}-${d.key}-label`}>
              {d.label}
            </span>
            <Select
              id={`${prefix}-${d.key}`}
              label={d.label}
              value={isLoading ? "" : choice.value}
              placeholder={isLoading ? d.loading : d.all}
              disabled={isLoading}
              options={isLoading ? [] : choice.options}
              onValueChange={pick(d.key)}
            />
          </div>
        )
      })}
      {TEXT_FILTERS.map(({ key, label, placeholder }) => (
        <TextFilter
          key={key}
          id={`${prefix}-${key}`}
          label={t(label)}
          placeholder={t(placeholder)}
          value={filters[key] ?? ""}
          onApply={(value) => onChange(key, value, { replace: true })}
          applyOnLeave={inSheet}
        />
      ))}
      <PriceRange
        idPrefix={prefix}
        min={filters.priceMin}
        max={filters.priceMax}
        onApply={(key, value) => onChange(key, value, { replace: true })}
        applyOnLeave={inSheet}
      />
      {inSheet ? null : (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-navy-900/70">{t("sort.label")}</span>
          <SortSelect filters={filters} onChange={onChange} />
        </div>
      )}
    </section>
  )
}

/** The listing's order; in the filter panel, or beside the phone's Filters button. */
export function SortSelect({ filters, onChange }: Pick<ListingFiltersProps, "filters" | "onChange">) {
  const t = useT()
  const sort = sortControl(filters, t)
  return (
    <Select
      label={t("sort.label")}
      value={sort.value}
      options={sort.options}
      onValueChange={(value) => onChange("sort", sort.toParam(value))}
    />
  )
}
