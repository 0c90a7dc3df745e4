import { dehydrate } from "@tanstack/react-query"
import { StrictMode } from "react"
import { prerender } from "react-dom/static"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom"
import { App } from "./app/app"
import { prefetchPage } from "./app/page-data"
import { routes } from "./app/route-config"
import { setApiFetch } from "./lib/api-client"
import { createQueryClient } from "./lib/query-client"

/** A page's HTML (the inside of #root) and, as JSON safe inside a <script>, the answers it was drawn from. */
export type DrawnPage = { html: string; data: string }

/**
 * The shop server's page renderer: `fetchApi` answers the SPA's GET /api/... calls from the shop
 * server itself. The renderer draws the catalogue's pages (home, listings, products) as the
 * browser's first render draws them once their answers have arrived; undefined for any other
 * page, or when an answer fails (the page then goes out undrawn and the SPA draws it).
 */
export function createPageRenderer(fetchApi: (url: string, init: RequestInit) => Promise<Response>) {
  setApiFetch(fetchApi)
  const handler = createStaticHandler(routes)
  return async function drawPage(href: string): Promise<DrawnPage | undefined> {
    const url = new URL(href)
    const client = createQueryClient()
    if (!(await prefetchPage(url, client))) return undefined
    const context = await handler.query(new Request(url))
    if (context instanceof Response) return undefined
    const router = createStaticRouter(handler.dataRoutes, context)
    const errors: unknown[] = []
    const { prelude } = await prerender(
      <StrictMode>
        <App queryClient={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StrictMode>,
      // The whole page in place: no part sent apart with an inline script to move it in (the CSP forbids one).
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER }
    )
    // React hoists a preload of each eager picture in front of the page; the head already
    // preloads the one that matters, and the rest are found as the HTML is read.
    const html = (await new Response(prelude).text()).replace(/^(?:<link rel="preload"[^>]*>)+/, "")
    if (errors.length > 0) throw errors[0]
    // "<" escaped: no answer can close the script it travels in.
    const data = JSON.stringify(dehydrate(client)).replace(/</g, "\\u003c")
    return { html, data }
  }
}
