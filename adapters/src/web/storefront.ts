import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { existsSync, readFileSync } from "node:fs"
import { resolve } from "node:path"
import type { CatalogueReader, PageReads } from "../contract/catalogue-reader.js"
import { modulePreloader } from "./module-preloads.js"
import { drawnPageBytes, pageHtml, prepareTemplate } from "./page-head.js"
import { loadPageRenderer } from "./page-renderer.js"
import type { DrawnPage, DrawPage } from "./page-renderer.js"
import { describePage, notFound } from "./pages.js"
import type { PageContext } from "./pages.js"
import type { PageHead } from "./page-head.js"
import { indexXml, pagesXml, productsXml, robotsTxt } from "./sitemap.js"
import type { SitemapSource } from "./sitemap.js"
import { excerpt } from "../http/errors.js"
import type { SiteOrigin } from "./site-origin.js"
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, languageChoice, redirectLocation, splitLanguage } from "./language.js"

export type StorefrontOptions = {
  dir: string | undefined
  catalogue: CatalogueReader
  /** The catalogue's reads a drawn page makes, answered in-process (catalogue/page-reads.ts). */
  pageReads?: PageReads
  sitemapSource: SitemapSource
  /** The shop's own address for a request's links (web/site-origin.ts), never a Host header as sent. */
  siteOrigin: SiteOrigin
  supportPhone: string
  supportEmail: string
}

// Vite names every file under /assets after its content: a new build means new names.
const IMMUTABLE = "public, max-age=31536000, immutable"
const SITEMAP_MAX_AGE_MS = 10 * 60_000

/**
 * The built SPA from the same origin. Files are sent precompressed when the
 * browser accepts it; every page address gets index.html with the page's own
 * title, description, link-preview tags and structured data, and its real status.
 */
export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions): Promise<void> {
  const originOf = options.siteOrigin
  registerRobotsAndSitemap(app, options, originOf)

  if (!options.dir) return
  const root = resolve(options.dir)
  const indexFile = resolve(root, "index.html")
  if (!existsSync(indexFile)) {
    app.log.warn(`STOREFRONT_DIR ${root} has no index.html; the storefront is not served`)
    return
  }
  const template = prepareTemplate(readFileSync(indexFile, "utf8"))
  const preloadsOf = modulePreloader(root)
  const drawPage = await loadPageRenderer(app, root, options.pageReads)
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The compressed copies are chosen by Accept-Encoding, index.html is a template, ssr/ the
    // server's page renderer: none is a route.
    globIgnore: ["**/*.br", "**/*.gz", "index.html", "ssr/**"],
    setHeaders: (res, path) => {
      res.setHeader("cache-control", path.includes("/assets/") ? IMMUTABLE : "public, max-age=3600")
      res.setHeader("vary", "accept-encoding")
    },
  })

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/"
    if (path === "/api" || path.startsWith("/api/") || path.startsWith("/static/") || path.startsWith("/assets/")) {
      return reply.status(404).send({ message: `No such address: ${request.method} ${excerpt(path, 100)}` })
    }
    const { language, path: englishUrl } = splitLanguage(request.url)
    if (language === "en" && !ASSET_LIKE.test(path)) {
      const redirected = followLanguageChoice(request, reply)
      if (redirected) return redirected
    }
    const context = { ...options, origin: originOf(request), language }
    // Described and drawn side by side: the two read the same answers, and overlapping reads
    // share one call to Medusa. The storefront draws the address as asked, its prefix included.
    const [head, drawn] = await Promise.all([
      describe(englishUrl.split("?")[0] ?? "/", request, reply, context),
      drawPage ? draw(drawPage, request.url, request) : undefined,
    ])
    const page = pageHtml(template, head, context.origin, preloadsOf(pageModules(head)))
    return reply
      .status(head.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(drawn && head.status === 200 ? drawnPageBytes(page, drawn) : page)
  }
  app.get("/", sendPage)
  app.get("/*", sendPage)
}

async function describe(path: string, request: FastifyRequest, reply: FastifyReply, context: PageContext): Promise<PageHead> {
  try {
    return await describePage(path, request.query as Record<string, unknown>, context)
  } catch (error) {
    // Without the catalogue the page still works in the browser (it shows its own message);
    // it goes out with the shop's generic tags and is not to be cached.
    request.log.warn({ err: error }, "Page description failed; serving the shell")
    reply.header("retry-after", "30")
    return { ...notFound(context.language), status: 200, title: undefined }
  }
}

// A file's name (`/apple-touch-icon.png`) is no page: it is never sent to another language.
const ASSET_LIKE = /\.[A-Za-z0-9]{1,8}$/

/**
 * An English address's answer depends on the kept language and the browser's (docs/decisions/244):
 * the first visit follows Accept-Language once, and the cookie then sends German and French
 * readers to their language's address. Returns the redirect when there is one.
 */
function followLanguageChoice(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  // Shared and browser caches keep the answer apart per cookie and Accept-Language.
  reply.header("vary", "cookie, accept-language")
  const choice = languageChoice(request.cookies[LANGUAGE_COOKIE], request.headers["accept-language"])
  if (choice.keep) {
    reply.setCookie(LANGUAGE_COOKIE, choice.keep, {
      path: "/",
      maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      sameSite: "lax",
      secure: request.protocol === "https",
      // The language switcher reads and writes it.
      httpOnly: false,
    })
  }
  const location = choice.redirectTo && redirectLocation(choice.redirectTo, request.url)
  if (!location) return undefined
  return reply.header("cache-control", "no-store").redirect(location, 302)
}

/** The page drawn on the server, or undefined: the SPA then draws it in the browser, as it always can. */
async function draw(drawPage: DrawPage, pathAndQuery: string, request: FastifyRequest): Promise<DrawnPage | undefined> {
  try {
    return await drawPage(pathAndQuery)
  } catch (error) {
    request.log.warn({ err: error }, "Drawing the page failed; serving it undrawn")
    return undefined
  }
}

function registerRobotsAndSitemap(
  app: FastifyInstance,
  options: StorefrontOptions,
  originOf: (request: FastifyRequest) => string
): void {
  // Built once per origin and part, kept a few minutes: a crawler reads all parts in a row.
  const cache = new Map<string, { at: number; xml: string | undefined }>()
  const cached = async (key: string, build: () => Promise<string | undefined>) => {
    const hit = cache.get(key)
    if (hit && Date.now() - hit.at < SITEMAP_MAX_AGE_MS) return hit.xml
    const xml = await build()
    if (cache.size > 100) cache.clear()
    cache.set(key, { at: Date.now(), xml })
    return xml
  }
  const sendXml = (reply: FastifyReply, xml: string | undefined) =>
    xml === undefined
      ? reply.status(404).send({ message: "No such sitemap" })
      : reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=600").send(xml)

  app.get("/robots.txt", async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(originOf(request)))
  )
  app.get("/sitemap.xml", async (request, reply) => {
    const origin = originOf(request)
    return sendXml(reply, await cached(`${origin} index`, () => indexXml(options.sitemapSource, origin)))
  })
  app.get("/sitemaps/pages.xml", async (request, reply) => {
    const origin = originOf(request)
    return sendXml(
      reply,
      await cached(`${origin} pages`, async () => pagesXml(options.sitemapSource, await options.catalogue.categories(), origin))
    )
  })
  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const match = request.params.file.match(/^products-([1-9]\d{0,4})\.xml$/)
    if (!match) return sendXml(reply, undefined)
    const part = Number(match[1])
    const origin = originOf(request)
    return sendXml(reply, await cached(`${origin} products ${part}`, () => productsXml(options.sitemapSource, part, origin)))
  })
}

/**
 * The manifest's keys of a page's own code and of the messages it reads in its language (English
 * shop messages are in the main script; a German or French page waits for its language's).
 */
function pageModules(head: PageHead): (string | undefined)[] {
  const areas = [...(head.language === "en" ? [] : ["shop"]), ...(head.messages ?? [])]
  return [head.module, ...areas.map((area) => `virtual:catalogue/${area}/${head.language}`)]
}
