import { request as httpRequest } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES, imageSrcSet } from "../contract/image-variants.js"
import { PAGE_DATA_ID } from "../contract/page-data.js"
import { ProductList } from "../contract/product.js"

// Runs against a real, seeded stack whose shop server serves the built storefront.
const SHOP_URL = process.env.SHOP_URL ?? "http://127.0.0.1:8000"

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** One request without any decoding, so the test sees exactly what went over the wire. */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${SHOP_URL}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })
}

async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${SHOP_URL}${path}`)
  return { status: response.status, html: await response.text(), headers: response.headers }
}

function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)">`))
  return match?.[1]
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

const REACT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" }

/** Text as React's server renderer escapes it. */
function asReactWrites(text: string): string {
  return text.replace(/[&<>"']/g, (c) => REACT_ESCAPES[c]!)
}

/** The inside of #root and the answers it was drawn from, as the shop server sent them. */
function drawn(html: string): { html: string; data: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } {
  const match = html.match(
    new RegExp(`<div id="root">([\\s\\S]+?)</div>\\s*<script type="application/json" id="${PAGE_DATA_ID}">([\\s\\S]*?)</script>`)
  )
  if (!match) throw new Error("The page was not drawn")
  return { html: match[1]!, data: JSON.parse(match[2]!) }
}

function canonical(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]*)">/)?.[1]
}

/** The image preload a page carries: the same WebP widths and sizes as its <img>. */
function preload(src: string, sizes: string): string {
  const srcset = imageSrcSet(src)
  expect(srcset).toBeDefined()
  return `<link rel="preload" as="image" href="${src}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`
}

type ProductLd = { name: string; image: string[]; offers: { itemCondition: string } }
type ListLd = { itemListElement: { position: number; url?: string; item?: string }[] }

let product: ProductList["products"][number]

beforeAll(async () => {
  const list = ProductList.parse(await (await fetch(`${SHOP_URL}/api/products?limit=1`)).json())
  product = list.products[0]!
})

describe("a catalogue picture at the width it is shown", () => {
  it("comes as WebP of each offered width, drawn from Medusa's file", async () => {
    for (const width of [160, 480, 960]) {
      const answer = await raw(`${product.frontImageUrl}?w=${width}`)
      expect(answer.status).toBe(200)
      expect(answer.headers["content-type"]).toBe("image/webp")
      expect(answer.headers["cache-control"]).toBe("public, max-age=86400")
      const made = await sharp(answer.body).metadata()
      expect(made).toMatchObject({ format: "webp", width })
    }
    // Without a width the file goes out as Medusa stored it.
    const original = await raw(product.frontImageUrl)
    expect(original.status).toBe(200)
    expect(original.headers["content-type"]).not.toBe("image/webp")
  })

  it("gives every one of many requests arriving together the same picture", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => raw(`${product.frontImageUrl}?w=320`)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((a) => a.body.toString("base64"))).size).toBe(1)
  })

  it("refuses a width it does not offer with a message, and a missing file with 404", async () => {
    for (const w of ["481", "0", "abc", "99999", ""]) {
      const answer = await raw(`${product.frontImageUrl}?w=${w}`)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body.toString()).message).toBe("w must be one of 160, 320, 480, 640, 960 (pixels)")
    }
    expect((await raw("/static/no-such-picture.svg?w=480")).status).toBe(404)
  })
})

describe("what a page's HTML says before any script runs", () => {
  it("the home page names the shop and the organisation behind it", async () => {
    const { status, html, headers } = await page("/")
    expect(status).toBe(200)
    expect(headers.get("cache-control")).toBe("no-cache")
    expect(html).toContain("<title>Numismatic Shop · Professional Numismatics</title>")
    expect(metaContent(html, "description")).toMatch(/collectors/)
    expect(canonical(html)).toBe(`${SHOP_URL}/`)
    expect(metaContent(html, "og:title")).toBeTruthy()
    const organization = jsonLd(html).find((d) => d["@type"] === "Organization")
    expect(organization).toMatchObject({ name: "Numismatic Shop", url: `${SHOP_URL}/` })
  })

  it("a product page carries its name, price, availability, obverse picture and breadcrumbs", async () => {
    const { status, html } = await page(`/product/${product.handle}`)
    expect(status).toBe(200)
    expect(html).toContain(`<title>${product.name.replace(/&/g, "&amp;")} · Numismatic Shop</title>`)
    expect(canonical(html)).toBe(`${SHOP_URL}/product/${product.handle}`)
    const obverse = new URL(product.frontImageUrl, SHOP_URL).toString()
    expect(metaContent(html, "og:image")).toBe(obverse)
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image")
    expect(metaContent(html, "og:type")).toBe("product")
    expect(html).toContain(preload(product.frontImageUrl, DETAIL_IMAGE_SIZES))
    // The product page's own code is fetched with the main script, not after it.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/product-[\w-]+\.js">/)

    const data = jsonLd(html)
    const item = data.find((d) => d["@type"] === "Product") as ProductLd
    expect(item.name).toBe(product.name)
    expect(item.image[0]).toBe(obverse)
    expect(item.offers).toMatchObject({
      "@type": "Offer",
      price: product.finalPrice,
      priceCurrency: "EUR",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    })
    expect(item.offers.itemCondition).toMatch(/^https:\/\/schema\.org\/(New|Used)Condition$/)
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as ListLd
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3])
    expect(crumbs.itemListElement.at(-1)?.item).toBe(`${SHOP_URL}/product/${product.handle}`)
  })

  it("the listing and a category list their pieces in order", async () => {
    const categories = (await (await fetch(`${SHOP_URL}/api/categories`)).json()) as { handle: string; name: string }[]
    const first = (await (await fetch(`${SHOP_URL}/api/products`)).json()) as ProductList
    const all = await page("/products")
    expect(all.status).toBe(200)
    expect(canonical(all.html)).toBe(`${SHOP_URL}/products`)
    const list = jsonLd(all.html).find((d) => d["@type"] === "ItemList") as ListLd
    expect(list.itemListElement.map((i) => i.url)).toEqual(first.products.map((p) => `${SHOP_URL}/product/${p.handle}`))
    // The first card's picture, the largest paint on a phone, is fetched beside the code.
    expect(all.html).toContain(preload(first.products[0]!.frontImageUrl, CARD_IMAGE_SIZES))

    const category = categories[0]!
    const one = await page(`/products/${category.handle}`)
    expect(one.status).toBe(200)
    expect(one.html).toContain(`<title>${category.name.replace(/&/g, "&amp;")} · Numismatic Shop</title>`)
    expect(canonical(one.html)).toBe(`${SHOP_URL}/products/${category.handle}`)
    expect(jsonLd(one.html).find((d) => d["@type"] === "ItemList")).toBeTruthy()
    // Page 2 is its own address; a search points at the listing it searches.
    expect(canonical((await page("/products?page=2")).html)).toBe(`${SHOP_URL}/products?page=2`)
    expect(canonical((await page("/products?search=denarius")).html)).toBe(`${SHOP_URL}/products`)
  })

  it("the catalogue's pages are drawn, with the answers they were drawn from beside them", async () => {
    const answer = (await (await fetch(`${SHOP_URL}/api/products?page=1&limit=24`)).json()) as ProductList
    const listing = drawn((await page("/products")).html)
    expect(listing.html).toContain(">All Products</h1>")
    for (const piece of answer.products) expect(listing.html).toContain(`>${asReactWrites(piece.name)}</a></h3>`)
    const drawnFrom = listing.data.queries.find((query) => query.queryKey[0] === "/api/products")
    expect(drawnFrom?.state.data).toEqual(answer)

    const detail = drawn((await page(`/product/${product.handle}`)).html)
    expect(detail.html).toContain(`>${asReactWrites(product.name)}</h1>`)
    const price = detail.html.match(/data-testid="product-price">€([\d,]+\.\d\d)</)?.[1]
    expect(Number(price?.replace(/,/g, ""))).toBe(Number(product.finalPrice))
    expect(drawn((await page("/")).html).html).toContain("Featured Collection")
  })

  it("pages that depend on the visitor go out undrawn, and no page carries a script the CSP would refuse", async () => {
    for (const path of ["/checkout", "/account", "/sign-in", "/no-such-page"]) {
      const { html } = await page(path)
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).not.toContain(`id="${PAGE_DATA_ID}"`)
    }
    for (const path of ["/", "/products", `/product/${product.handle}`, "/checkout"]) {
      const scripts = (await page(path)).html.match(/<script\b[^>]*>/g) ?? []
      for (const tag of scripts) expect(tag, path).toMatch(/ src="|type="application\/(ld\+)?json"/)
    }
  })

  it("many views of one page at once share their reads and all get the whole drawing", async () => {
    const answer = (await (await fetch(`${SHOP_URL}/api/products?page=1&limit=24`)).json()) as ProductList
    const views = await Promise.all(Array.from({ length: 20 }, () => page("/products?sort=price_asc")))
    const drawings = views.map((view) => drawn(view.html).html)
    expect(new Set(drawings).size).toBe(1)
    expect(views.every((view) => view.status === 200)).toBe(true)
    const sorted = (await (await fetch(`${SHOP_URL}/api/products?sort=price_asc&page=1&limit=24`)).json()) as ProductList
    expect(sorted.total).toBe(answer.total)
    for (const piece of sorted.products) expect(drawings[0]).toContain(`>${asReactWrites(piece.name)}</a></h3>`)
  })

  it("hostile addresses are drawn harmlessly or not at all, never a 5xx", async () => {
    // A search is written into the drawn heading and into the JSON beside it.
    const attack = "</script><script>alert(1)</script><!--"
    const searched = await page(`/products?search=${encodeURIComponent(attack)}`)
    expect(searched.status).toBe(200)
    expect(searched.html).not.toContain("<script>alert(1)")
    const body = drawn(searched.html)
    expect(body.html).toContain("Search results for &quot;&lt;/script&gt;&lt;script&gt;alert(1)")
    expect(JSON.stringify(body.data)).toContain(JSON.stringify(attack).slice(1, -1))
    for (const path of [
      "/products?page=abc&limit=-1&sort=nope&priceMin=x",
      "/products?new=1",
      "/products/%E0%A4%A",
      "/product/%E0%A4%A",
      "/product/a%2F..%2Fb",
      `/products?search=${"a".repeat(5000)}`,
    ]) {
      const { status } = await page(path)
      expect(status, path).toBeLessThan(500)
    }
    // The Host header names no part of the drawing.
    const spoofed = await raw("/products", { host: "evil.example:1" })
    expect(spoofed.status).toBe(200)
  })

  it("unknown addresses answer 404 with the 'Page Not Found' page, which the SPA still renders", async () => {
    for (const path of ["/no-such-page", "/product/no-such-piece-anywhere", "/products/no-such-category", "/a/b/c"]) {
      const { status, html, headers } = await page(path)
      expect(status, path).toBe(404)
      expect(headers.get("content-type")).toMatch(/^text\/html/)
      expect(html).toContain('<div id="root"></div>')
      expect(html).toMatch(/<script type="module"[^>]*src="\/assets\//)
      expect(canonical(html)).toBeUndefined()
    }
    expect((await page("/no-such-page")).html).toContain("<title>Page Not Found · Numismatic Shop</title>")
    expect((await page("/checkout")).status).toBe(200)
  })
})

describe("robots and sitemap", () => {
  it("robots.txt allows the shop, keeps crawlers out of private pages and names the sitemap", async () => {
    const { status, html: text } = await page("/robots.txt")
    expect(status).toBe(200)
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    for (const path of ["/admin", "/account", "/checkout", "/api"]) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"))
    expect(text).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`)
  })

  it("the sitemap index's parts list every product, category and listing", async () => {
    const index = await page("/sitemap.xml")
    expect(index.status).toBe(200)
    expect(index.headers.get("content-type")).toMatch(/xml/)
    const parts = [...index.html.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(parts).toContain(`${SHOP_URL}/sitemaps/pages.xml`)
    const urls: string[] = []
    for (const part of parts) {
      const xml = await page(new URL(part).pathname)
      expect(xml.status).toBe(200)
      urls.push(...[...xml.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!))
      expect(xml.html).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/)
    }
    const categories = (await (await fetch(`${SHOP_URL}/api/categories`)).json()) as { handle: string }[]
    for (const c of categories) expect(urls).toContain(`${SHOP_URL}/products/${c.handle}`)
    expect(urls).toContain(`${SHOP_URL}/products`)
    expect(urls).toContain(`${SHOP_URL}/product/${product.handle}`)
    const total = ProductList.parse(await (await fetch(`${SHOP_URL}/api/products?limit=1`)).json()).total
    expect(urls.filter((u) => u.includes("/product/")).length).toBeGreaterThanOrEqual(total)
    expect((await page("/sitemaps/products-99.xml")).status).toBe(404)
  })
})

describe("delivery", () => {
  let script: string

  beforeAll(async () => {
    script = (await page("/")).html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!
  })

  it("hashed assets go out precompressed by Accept-Encoding and cached for a year", async () => {
    const plain = await raw(script)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable")

    const br = await raw(script, { "accept-encoding": "br, gzip" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["content-type"]).toMatch(/javascript/)
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length / 2)

    const gz = await raw(script, { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
  })

  it("JSON answers and pages are compressed per request", async () => {
    const json = await raw("/api/products?limit=24", { "accept-encoding": "br" })
    expect(json.status).toBe(200)
    expect(json.headers["content-encoding"]).toBe("br")
    expect(JSON.parse(brotliDecompressSync(json.body).toString()).products.length).toBeGreaterThan(0)

    const html = await raw(`/product/${product.handle}`, { "accept-encoding": "gzip" })
    expect(html.headers["content-encoding"]).toBe("gzip")
    expect(html.headers["cache-control"]).toBe("no-cache")
    expect(gunzipSync(html.body).toString()).toContain("application/ld+json")
  })
})
