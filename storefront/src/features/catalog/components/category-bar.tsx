import clsx from "clsx"
import { NavLink } from "react-router-dom"
import { Skeleton } from "@/components/ui/skeleton"
import { usePaths } from "@/config/paths"
import { formatCount } from "@/lib/format"
import { useCategories } from "../api/get-categories"
import { useLanguage, useT } from "@/i18n/react"

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "flex shrink-0 items-baseline gap-2 border-b-2 px-3 py-3 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-gold-400",
    isActive ? "border-gold-400 text-white" : "border-transparent text-white/80 hover:text-white"
  )

/**
 * The main category navigation. The spec's fixed numbers were placeholders:
 * counts come live from /api/categories, and 'All Products' is their sum.
 */
export function CategoryBar() {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  const { data: categories, isLoading } = useCategories()
  const total = (categories ?? []).reduce((sum, c) => sum + c.itemCount, 0)

  return (
    <nav aria-label={t("categories.label")} className="bg-navy-800">
      <div className="mx-auto flex max-w-7xl overflow-x-auto px-2 sm:px-4">
        <NavLink to={paths.products()} end className={linkClass}>
          {t("categories.all")}
          {isLoading ? null : <span className="text-xs text-gold-300">{formatCount(total, language)}</span>}
        </NavLink>
        {isLoading
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="mx-3 my-3 h-4 w-28 shrink-0 bg-white/10" />)
          : (categories ?? []).map((category) => (
              <NavLink key={category.id} to={paths.products({ category: category.handle })} className={linkClass}>
                {category.name}
                <span className="text-xs text-gold-300">{formatCount(category.itemCount, language)}</span>
              </NavLink>
            ))}
      </div>
    </nav>
  )
}
