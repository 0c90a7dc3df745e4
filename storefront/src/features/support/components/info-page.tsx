import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useT } from "@/i18n/react"

type InfoPageProps = {
  title: string
  lead: string
  children: ReactNode
}

/** The frame of the short customer-service pages, which the browser tab is named after. */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  const t = useT()
  const paths = usePaths()
  useDocumentTitle(title)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <nav aria-label={t("breadcrumb")} className="mb-4 text-sm text-navy-900/70">
        <Link to={paths.home} className="hover:text-gold-700">
          {t("info.home")}
        </Link>{" "}
        / <span>{title}</span>
      </nav>
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-navy-900/80">{lead}</p>
      <div className="mt-8 space-y-6 leading-relaxed [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </div>
  )
}
