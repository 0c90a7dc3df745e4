import { Link } from "react-router-dom"
import { Skeleton } from "@/components/ui/skeleton"
import { HERO_CATEGORY_COUNT, SKELETON_COUNTS } from "@/config/constants"
import { usePaths } from "@/config/paths"
import { useCategories } from "../api/get-categories"
import { categoryImage } from "./category-image"
import { useT } from "@/i18n/react"

/** The hero's first five categories, each with its illustration and count. */
export function CategoryCards() {
  const t = useT()
  const paths = usePaths()
  const { data, isLoading } = useCategories()
  const grid = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 lg:gap-4"

  if (isLoading) {
    return (
      <div role="status" className={grid} aria-busy="true" aria-label={t("categories.loading")}>
        {Array.from({ length: SKELETON_COUNTS.categories }, (_, i) => (
          <div key={i} data-testid="category-card-skeleton" className="rounded-lg bg-white/5 p-4">
            <Skeleton className="mx-auto aspect-square w-2/3 rounded-full bg-white/10" />
            <Skeleton className="mx-auto mt-3 h-4 w-3/4 bg-white/10" />
            <Skeleton className="mx-auto mt-2 h-3 w-1/2 bg-white/10" />
          </div>
        ))}
      </div>
    )
  }

  return (
    <ul className={grid} aria-label={t("categories.label")}>
      {(data ?? []).slice(0, HERO_CATEGORY_COUNT).map((category) => (
        <li key={category.id}>
          <Link
            to={paths.products({ category: category.handle })}
            className="flex h-full flex-col items-center rounded-lg border border-white/10 bg-white/5 p-4 text-center transition-colors hover:border-gold-400 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <img
              src={categoryImage(category.name)}
              alt={category.name}
              width={96}
              height={96}
              className="aspect-square w-2/3 max-w-24"
            />
            <span className="mt-3 font-serif font-semibold text-white">{category.name}</span>
            <span className="text-sm text-gold-300">{t("categories.items", { count: category.itemCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
