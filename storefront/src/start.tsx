import "./lib/zod-config"
import { hydrate, type DehydratedState } from "@tanstack/react-query"
import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { createBrowserRouter } from "react-router-dom"
import { PAGE_DATA_ID } from "@contract/page-data"
import { App } from "./app/app"
import { AppRouter } from "./app/router"
import { preloadDrawnPage, routes } from "./app/route-config"
import { loadLanguage } from "./i18n/catalogues"
import { splitLanguage } from "./i18n/language"
import { createQueryClient } from "./lib/query-client"
import { askEarly } from "./lib/api-client"
import { USER_QUERY_KEY } from "./features/auth/api/get-user"
import { CONFIG_PATH } from "./features/support/api/get-config"

// The app's steps after its code has been evaluated, each run by main.tsx in a task of its own.

const queryClient = createQueryClient()

/**
 * The session and the shop's settings, which every page's header shows: asked for now, in a
 * task of their own, rather than by the header's queries among the first render's effects.
 */
export function askForTheSession(): void {
  askEarly(USER_QUERY_KEY[0])
}

export function askForTheSettings(): void {
  askEarly(CONFIG_PATH)
}

/** A German or French page's messages, before its first render (English ones are in this bundle). */
export async function loadMessages(): Promise<void> {
  const { language } = splitLanguage(window.location.pathname)
  if (language !== "en") await loadLanguage(language).catch(() => {})
}

/** The code of the page the server drew, so that the hydration need not wait for it. */
export async function loadPage(): Promise<void> {
  await preloadDrawnPage(window.location.pathname).catch(() => {})
}

/** The answers a drawn page was drawn from, into the query cache; whether there were any. */
export function readPageData(): boolean {
  const pageData = document.getElementById(PAGE_DATA_ID)
  if (!pageData) return false
  hydrate(queryClient, JSON.parse(pageData.textContent ?? "{}") as DehydratedState)
  return true
}

export function createRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes)
}

// As a transition, the first render (or the hydration of a page the server drew) runs in
// slices that leave the browser room between them, instead of one task that blocks a phone.
export function render(router: ReturnType<typeof createBrowserRouter>, drawn: boolean): void {
  const root = document.getElementById("root")
  if (!root) throw new Error("The page has no #root element")
  const app = (
    <StrictMode>
      <App queryClient={queryClient}>
        <AppRouter router={router} />
      </App>
    </StrictMode>
  )
  if (drawn) {
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    const reactRoot = createRoot(root)
    startTransition(() => {
      reactRoot.render(app)
    })
  }
}
