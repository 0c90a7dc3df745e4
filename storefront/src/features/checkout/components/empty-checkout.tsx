import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { usePaths } from "@/config/paths"
import { useT } from "@/i18n/react"

export function EmptyCheckout() {
  const t = useT()
  const paths = usePaths()
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-semibold">{t("checkout.empty.title")}</h1>
      <p className="mt-3 text-navy-900/70">{t("checkout.empty.body")}</p>
      <Link to={paths.home} className={buttonClasses({ variant: "primary", size: "lg" }, "mt-8")}>
        {t("continue")}
      </Link>
    </div>
  )
}
