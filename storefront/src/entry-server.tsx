/// <reference types="node" />
import { dehydrate, type QueryClient } from "@tanstack/react-query"
import { StrictMode, type ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { prerender } from "react-dom/static"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom"
import { App } from "./app/app"
import { prefetchPage } from "./app/page-data"
import { loadArea } from "./i18n/catalogues"
import { splitLanguage } from "./i18n/language"
import { routes } from "./app/route-config"
import { ApiError, setApiFetch } from "./lib/api-client"
import { createQueryClient } from "./lib/query-client"

// About 100 KB each at most (a listing of 24): a few tens of MB for the busiest addresses.
const MAX_DRAWINGS = 300

/**
 * A page's HTML (the inside of #root), as UTF-8 bytes, and, as JSON safe inside a <script>, the
 * answers it was drawn from. Bytes: React's HTML is text in thousands of pieces, which the first
 * look at it joins into one, and a page of a hundred thousand characters placed into another
 * text is joined all over again, a millisecond each time.
 */
export type DrawnPage = { html: Buffer; data: string }

/**
 * The shop server's page renderer: `fetchApi` answers the SPA's GET /api/... calls from the shop
 * server itself. The renderer draws the catalogue's pages (home, listings, products) as the
 * browser's first render draws them once their answers have arrived; undefined for any other
 * page, or when an answer is a 4xx (no such piece; a page the SPA explains itself). Any other
 * failure rejects. Either way the page goes out undrawn and the SPA draws it.
 */
export function createPageRenderer(fetchApi: (url: string, init: RequestInit) => Promise<Response>) {
  setApiFetch(fetchApi)
  const handler = createStaticHandler(routes)
  // The last drawings, by address, with the answers they were drawn from: the answers are asked
  // for on every view (an edit shows at once), but a page is drawn again only when they changed.
  const drawings = new Map<string, { answers: string; html: Buffer }>()

  async function render(url: URL, client: QueryClient): Promise<Buffer | undefined> {
    const context = await handler.query(new Request(url))
    if (context instanceof Response) return undefined
    const router = createStaticRouter(handler.dataRoutes, context)
    const page = (
      <StrictMode>
        <App queryClient={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StrictMode>
    )
    return stripPreloads(drawnAtOnce(page) ?? (await drawnWhenReady(page)))
  }

  return async function drawPage(pathAndQuery: string): Promise<DrawnPage | undefined> {
    // Only the path and query choose what is drawn; the request's Host header plays no part.
    const url = new URL(pathAndQuery, "http://shop.invalid")
    const client = createQueryClient()
    // A German or French page is drawn with its language's messages, as the browser's first render is.
    await loadArea("shop", splitLanguage(url.pathname).language)
    if (!(await prefetchIfDrawn(url, client))) return undefined
    const key = url.pathname + url.search
    const answers = JSON.stringify(
      client
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryHash, query.state.data])
    )
    const last = drawings.get(key)
    let html = last?.answers === answers ? last.html : undefined
    if (html === undefined) {
      html = await render(url, client)
      if (html === undefined) return undefined
    }
    drawings.delete(key)
    drawings.set(key, { answers, html })
    if (drawings.size > MAX_DRAWINGS) drawings.delete(drawings.keys().next().value!)
    // "<" escaped: no answer can close the script it travels in.
    const data = JSON.stringify(dehydrate(client)).replace(/</g, "\\u003c")
    return { html, data }
  }
}

async function prefetchIfDrawn(url: URL, client: QueryClient): Promise<boolean> {
  try {
    return await prefetchPage(url, client)
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return false
    throw error
  }
}

// A client-rendered boundary: a part whose code was not loaded yet when the page was drawn.
const UNFINISHED = "<!--$!-->"
const PRELOAD = Buffer.from('<link rel="preload"')

/**
 * The page drawn in one synchronous pass, as bytes: its answers are all in the query cache, so
 * only a part whose code has not loaded yet (a lazy route, the first time it is drawn) cannot be,
 * and then undefined. React's streaming renderers encode every piece to bytes as they go, which
 * cost the shop server more than one pass encoded once (decisions 250 and 254).
 */
function drawnAtOnce(page: ReactElement): Buffer | undefined {
  try {
    const html = Buffer.from(renderToString(page))
    return html.includes(UNFINISHED) ? undefined : html
  } catch {
    // Drawn again below, where the error is reported as the renderer's.
    return undefined
  }
}

/** The page drawn once every lazy part has loaded; any error in it rejects. */
async function drawnWhenReady(page: ReactElement): Promise<Buffer> {
  const errors: unknown[] = []
  const { prelude } = await prerender(page, {
    // The whole page in place: no part sent apart with an inline script to move it in (the CSP forbids one).
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  })
  const html = Buffer.from(await new Response(prelude).arrayBuffer())
  if (errors.length > 0) throw errors[0]
  return html
}

/**
 * React hoists a preload of each eager picture in front of the page; the head already preloads
 * the one that matters, and the rest are found as the HTML is read.
 */
function stripPreloads(html: Buffer): Buffer {
  let start = 0
  while (start + PRELOAD.length <= html.length && html.compare(PRELOAD, 0, PRELOAD.length, start, start + PRELOAD.length) === 0) {
    const end = html.indexOf(">", start)
    if (end < 0) break
    start = end + 1
  }
  return html.subarray(start)
}
