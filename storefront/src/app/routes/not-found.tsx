import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { usePaths } from "@/config/paths"
import { useT } from "@/i18n/react"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function NotFoundRoute() {
  const t = useT()
  const paths = usePaths()
  useDocumentTitle(t("notFound.title"))
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="font-serif text-6xl font-semibold text-gold-600" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-navy-900/70">{t("notFound.body")}</p>
      <Link to={paths.home} className={buttonClasses({ variant: "primary" })}>
        {t("notFound.back")}
      </Link>
    </div>
  )
}
