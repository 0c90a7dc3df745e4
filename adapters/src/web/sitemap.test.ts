import { describe, expect, it } from "vitest"
import { indexXml, pagesXml, PRODUCTS_PER_SITEMAP, productsXml, robotsTxt, URLS_PER_SITEMAP } from "./sitemap.js"
import type { SitemapSource } from "./sitemap.js"

/** A catalogue of n products named p000001…, changed at one moment. */
function catalogue(n: number): SitemapSource {
  return async (offset, limit) => ({
    entries: Array.from({ length: Math.max(0, Math.min(limit, n - offset)) }, (_, i) => ({
      handle: `p${String(offset + i + 1).padStart(6, "0")}`,
      updated_at: "2026-11-20T10:00:00Z",
    })),
    count: n,
    last_modified: n ? "2026-11-20T10:00:00Z" : null,
  })
}

const ORIGIN = "https://shop.example"

describe("sitemap", () => {
  it("splits 50,000 products into parts of at most 50,000 addresses, each product in three languages", async () => {
    const source = catalogue(50_000)
    expect(PRODUCTS_PER_SITEMAP * 3).toBeLessThanOrEqual(URLS_PER_SITEMAP)
    const index = await indexXml(source, ORIGIN)
    expect(index.match(/<sitemap>/g)).toHaveLength(5)
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`)
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/products-4.xml</loc>`)
    const first = (await productsXml(source, 1, ORIGIN))!
    expect(first.match(/<url>/g)).toHaveLength(PRODUCTS_PER_SITEMAP * 3)
    expect(first).toContain(
      `<url><loc>${ORIGIN}/de/product/p000001</loc><lastmod>2026-11-20T10:00:00Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/product/p000001"/>` +
        `<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de/product/p000001"/>` +
        `<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/product/p000001"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/product/p000001"/></url>`
    )
    expect(first).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const last = (await productsXml(source, 4, ORIGIN))!
    expect(last.match(/<url>/g)).toHaveLength((50_000 - 3 * PRODUCTS_PER_SITEMAP) * 3)
    expect(last).toContain(`<loc>${ORIGIN}/fr/product/p050000</loc>`)
    expect(await productsXml(source, 5, ORIGIN)).toBeUndefined()
  })

  it("lists the home page, the listings, every category and the information pages in every language", async () => {
    const xml = await pagesXml(catalogue(3), [{ id: "c1", name: "Ancient Coins", handle: "ancient-coins", itemCount: 3 }], ORIGIN)
    for (const path of [
      "/products",
      "/products/ancient-coins",
      "/shipping",
      "/returns",
      "/authenticity",
      "/contact",
      "/grading",
    ]) {
      for (const prefix of ["", "/de", "/fr"]) expect(xml).toContain(`<loc>${ORIGIN}${prefix}${path}</loc>`)
    }
    for (const home of [`${ORIGIN}/`, `${ORIGIN}/de`, `${ORIGIN}/fr`]) expect(xml).toContain(`<loc>${home}</loc>`)
    // Each address names all its translations.
    expect(xml.match(/<url>/g)).toHaveLength(8 * 3)
    expect(xml.match(/<xhtml:link /g)).toHaveLength(8 * 3 * 4)
    expect(xml).not.toContain("/checkout")
  })

  it("keeps an empty catalogue's index valid, with one empty product part", async () => {
    const source = catalogue(0)
    expect((await indexXml(source, ORIGIN)).match(/<sitemap>/g)).toHaveLength(2)
    expect(await productsXml(source, 1, ORIGIN)).toContain("<urlset")
  })

  it("robots.txt keeps crawlers out of private and API addresses and names the sitemap", () => {
    const robots = robotsTxt(ORIGIN)
    expect(robots).toMatch(/^User-agent: \*$/m)
    for (const path of ["/admin", "/account", "/checkout", "/api", "/de/admin", "/fr/account", "/de/checkout"]) {
      expect(robots).toContain(`Disallow: ${path}\n`)
    }
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
