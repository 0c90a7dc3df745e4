import { isRouteErrorResponse, useRouteError } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { pathsFor } from "@/config/paths"
import { useLanguage, useT } from "@/i18n/react"
import { PageHydrated } from "./page-hydrated"

/**
 * Last resort when a screen fails to render, e.g. a new release replaced the
 * code chunk a long-open tab asks for: a reload fetches the current one.
 */
export function RouteError() {
  const t = useT()
  const language = useLanguage()
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null

  return (
    <div className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-serif text-3xl font-semibold">{t("error.title")}</h1>
      <p className="text-navy-900/70">{t("error.body")}</p>
      {detail ? <p className="text-sm text-navy-900/50">{detail}</p> : null}
      <div className="flex gap-3">
        <button type="button" className={buttonClasses({ variant: "primary" })} onClick={() => window.location.reload()}>
          {t("error.reload")}
        </button>
        <a href={pathsFor(language).home} className={buttonClasses({ variant: "outline" })}>
          {t("error.home")}
        </a>
      </div>
      <PageHydrated />
    </div>
  )
}
