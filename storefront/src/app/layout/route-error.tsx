import { isRouteErrorResponse, useRouteError } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"

/**
 * Last resort when a screen fails to render, e.g. a new release replaced the
 * code chunk a long-open tab asks for: a reload fetches the current one.
 */
export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null

  return (
    <div className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-serif text-3xl font-semibold">Something went wrong</h1>
      <p className="text-navy-900/70">This page could not be shown. Please reload it; if it keeps failing, contact us.</p>
      {detail ? <p className="text-sm text-navy-900/50">{detail}</p> : null}
      <div className="flex gap-3">
        <button type="button" className={buttonClasses({ variant: "primary" })} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className={buttonClasses({ variant: "outline" })}>
          Home
        </a>
      </div>
    </div>
  )
}
