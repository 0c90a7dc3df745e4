import { z } from "zod"
import type { Category } from "../contract/catalogue.js"
import type { MedusaClient } from "../medusa/client.js"
import { escapeHtml } from "./html.js"
import { LANGUAGES } from "./language.js"
import { alternates } from "./page-head.js"

/** The sitemap protocol's limit of addresses per file. */
export const URLS_PER_SITEMAP = 50_000
/** Each product is listed once per language, its translations side by side in one part. */
export const PRODUCTS_PER_SITEMAP = Math.floor(URLS_PER_SITEMAP / LANGUAGES.length)

const SitemapSlice = z.object({
  entries: z.array(z.object({ handle: z.string(), updated_at: z.string() })),
  count: z.number().int().nonnegative(),
  last_modified: z.string().nullable(),
})
export type SitemapSlice = z.infer<typeof SitemapSlice>

export type SitemapSource = (offset: number, limit: number) => Promise<SitemapSlice>

/** Medusa's catalogue read model, a slice of handles at a time (GET /catalogue/sitemap). */
export function medusaSitemapSource(medusa: MedusaClient): SitemapSource {
  // 50,000 narrow rows take longer than a page of the catalogue.
  return (offset, limit) => medusa.request("/catalogue/sitemap", SitemapSlice, { query: { offset, limit }, timeoutMs: 20_000 })
}

/** Pages that are not products: the home page, the listings and the shop's information pages. */
const INFO_PAGES = ["/shipping", "/returns", "/authenticity", "/contact", "/grading"]

type Url = { loc: string; lastmod?: string | null; alternates?: { hreflang: string; href: string }[] }

export function urlset(urls: Url[]): string {
  const body = urls
    .map(({ loc, lastmod, alternates = [] }) => {
      const links = alternates
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
        .join("")
      return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`
    })
    .join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

/**
 * An English page's address in every language, each naming all of them (and x-default) as its
 * alternates, as search engines read translations from a sitemap.
 */
function translations(englishPath: string, origin: string, lastmod?: string | null): Url[] {
  const all = alternates(englishPath, origin)
  return LANGUAGES.map((language) => ({ loc: all.find((a) => a.hreflang === language)!.href, lastmod, alternates: all }))
}

export function sitemapIndex(parts: Url[]): string {
  const body = parts
    .map(
      ({ loc, lastmod }) => `<sitemap><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`
    )
    .join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}

export function productPartCount(products: number): number {
  return Math.max(1, Math.ceil(products / PRODUCTS_PER_SITEMAP))
}

export async function indexXml(source: SitemapSource, origin: string): Promise<string> {
  const { count, last_modified } = await source(0, 1)
  const parts: Url[] = [{ loc: `${origin}/sitemaps/pages.xml`, lastmod: last_modified }]
  for (let n = 1; n <= productPartCount(count); n++)
    parts.push({ loc: `${origin}/sitemaps/products-${n}.xml`, lastmod: last_modified })
  return sitemapIndex(parts)
}

export async function pagesXml(source: SitemapSource, categories: Category[], origin: string): Promise<string> {
  const { last_modified } = await source(0, 1)
  return urlset([
    ...translations("/", origin, last_modified),
    ...translations("/products", origin, last_modified),
    ...categories.flatMap((c) => translations(`/products/${encodeURIComponent(c.handle)}`, origin, last_modified)),
    ...INFO_PAGES.flatMap((path) => translations(path, origin)),
  ])
}

/** Part n (from 1) of the products; undefined past the last part. */
export async function productsXml(source: SitemapSource, part: number, origin: string): Promise<string | undefined> {
  const slice = await source((part - 1) * PRODUCTS_PER_SITEMAP, PRODUCTS_PER_SITEMAP)
  if (part > productPartCount(slice.count)) return undefined
  return urlset(slice.entries.flatMap((e) => translations(`/product/${encodeURIComponent(e.handle)}`, origin, e.updated_at)))
}

/** Private pages, in every language. */
const PRIVATE_PAGES = ["/admin", "/account", "/checkout"]

export function robotsTxt(origin: string): string {
  const prefixes = LANGUAGES.map((language) => (language === "en" ? "" : `/${language}`))
  return [
    "User-agent: *",
    "Allow: /",
    ...prefixes.flatMap((prefix) => PRIVATE_PAGES.map((path) => `Disallow: ${prefix}${path}`)),
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n")
}
