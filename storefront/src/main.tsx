import "./lib/zod-config"
import { hydrate, type DehydratedState } from "@tanstack/react-query"
import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { PAGE_DATA_ID } from "@contract/page-data"
import { App } from "./app/app"
import { loadLanguage } from "./i18n/catalogues"
import { splitLanguage } from "./i18n/language"
import { createQueryClient } from "./lib/query-client"
import "./index.css"

const root = document.getElementById("root")
if (!root) throw new Error("The page has no #root element")

const queryClient = createQueryClient()
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
)
const pageData = document.getElementById(PAGE_DATA_ID)

// As a transition, the first render (or the hydration of a page the server drew) runs in
// slices that leave the browser room between them, instead of one task that blocks a phone.
function start(element: HTMLElement) {
  if (pageData) {
    hydrate(queryClient, JSON.parse(pageData.textContent ?? "{}") as DehydratedState)
    startTransition(() => {
      hydrateRoot(element, app)
    })
  } else {
    const reactRoot = createRoot(element)
    startTransition(() => {
      reactRoot.render(app)
    })
  }
}

// A German or French page's messages arrive before its first render (English ones are in this
// bundle). Not a top-level await: that would split the bundle the lazy pages share with it.
const { language } = splitLanguage(window.location.pathname)
if (language === "en") start(root)
else void loadLanguage(language).finally(() => start(root))
