import { z } from "zod"
import type { Category } from "../contract/catalogue.js"
import type { MedusaClient } from "../medusa/client.js"
import { escapeHtml } from "./html.js"

/** The sitemap protocol's limit of addresses per file. */
export const URLS_PER_SITEMAP = 50_000

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

type Url = { loc: string; lastmod?: string | null }

export function urlset(urls: Url[]): string {
  const body = urls
    .map(({ loc, lastmod }) => `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`)
    .join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
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
  return Math.max(1, Math.ceil(products / URLS_PER_SITEMAP))
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
    { loc: `${origin}/`, lastmod: last_modified },
    { loc: `${origin}/products`, lastmod: last_modified },
    ...categories.map((c) => ({ loc: `${origin}/products/${encodeURIComponent(c.handle)}`, lastmod: last_modified })),
    ...INFO_PAGES.map((path) => ({ loc: `${origin}${path}` })),
  ])
}

/** Part n (from 1) of the products; undefined past the last part. */
export async function productsXml(source: SitemapSource, part: number, origin: string): Promise<string | undefined> {
  const slice = await source((part - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP)
  if (part > productPartCount(slice.count)) return undefined
  return urlset(slice.entries.map((e) => ({ loc: `${origin}/product/${encodeURIComponent(e.handle)}`, lastmod: e.updated_at })))
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /account",
    "Disallow: /checkout",
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n")
}
