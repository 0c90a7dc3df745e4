import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { useCategories } from "../api/get-categories"
import { useT } from "@/i18n/react"

/** A plain list of every category, for the footer. */
export function CategoryLinks({ className }: { className?: string }) {
  const t = useT()
  const paths = usePaths()
  const { data } = useCategories()
  return (
    <ul className={className}>
      <li>
        <Link to={paths.products()} className="hover:text-gold-300">
          {t("categories.all")}
        </Link>
      </li>
      {(data ?? []).map((category) => (
        <li key={category.id}>
          <Link to={paths.products({ category: category.handle })} className="hover:text-gold-300">
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
