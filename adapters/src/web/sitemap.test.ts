import { describe, expect, it } from "vitest"
import { indexXml, pagesXml, productsXml, robotsTxt, URLS_PER_SITEMAP } from "./sitemap.js"
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
  it("splits 100,001 products into three parts of at most 50,000 addresses", async () => {
    const source = catalogue(100_001)
    const index = await indexXml(source, ORIGIN)
    expect(index.match(/<sitemap>/g)).toHaveLength(4)
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`)
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/products-3.xml</loc>`)
    const first = (await productsXml(source, 1, ORIGIN))!
    expect(first.match(/<url>/g)).toHaveLength(URLS_PER_SITEMAP)
    expect(first).toContain(`<url><loc>${ORIGIN}/product/p000001</loc><lastmod>2026-11-20T10:00:00Z</lastmod></url>`)
    expect((await productsXml(source, 3, ORIGIN))!.match(/<url>/g)).toHaveLength(1)
    expect(await productsXml(source, 4, ORIGIN)).toBeUndefined()
  })

  it("lists the home page, the listings, every category and the information pages", async () => {
    const xml = await pagesXml(catalogue(3), [{ id: "c1", name: "Ancient Coins", handle: "ancient-coins", itemCount: 3 }], ORIGIN)
    for (const path of [
      "/",
      "/products",
      "/products/ancient-coins",
      "/shipping",
      "/returns",
      "/authenticity",
      "/contact",
      "/grading",
    ]) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`)
    }
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
    for (const path of ["/admin", "/account", "/checkout", "/api"]) expect(robots).toContain(`Disallow: ${path}\n`)
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
