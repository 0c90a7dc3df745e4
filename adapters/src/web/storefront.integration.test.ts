import { request as httpRequest } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES, imageSrcSet } from "../contract/image-variants.js"
import { PAGE_DATA_ID } from "../contract/page-data.js"
import { ProductDetail, ProductList } from "../contract/product.js"
import { escapeHtml } from "./html.js"

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

  it("the checkout names its code and its messages for the browser to fetch with the main script", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]+\.js">/g)].map((m) => m[1])
    // Its module shares a file with the card payment's code, which Vite's manifest keys by the file's name.
    const english = preloads((await page("/checkout")).html)
    expect(english).toEqual(expect.arrayContaining(["checkout", "address-fields", "en"]))
    // In German: the shop's messages and the checkout's, both the start's to wait for.
    const german = preloads((await page("/de/checkout")).html)
    expect(german).toEqual(expect.arrayContaining(["checkout", "address-fields"]))
    expect(german.filter((name) => name === "de")).toHaveLength(2)
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

/** A page's `hreflang` links, in order. */
function hreflangs(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`)
}

function translationsOf(path: string): string[] {
  const english = `${SHOP_URL}${path}`
  const local = (prefix: string) => `${SHOP_URL}${prefix}${path === "/" ? "" : path}`
  return [`en ${english}`, `de ${local("/de")}`, `fr ${local("/fr")}`, `x-default ${english}`]
}

function title(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1]
}

function htmlLang(html: string): string | undefined {
  return html.match(/<html lang="([^"]*)"/)?.[1]
}

/** The same as `page`, as a browser in that language asks, without following a redirect. */
function visit(path: string, headers: Record<string, string>): Promise<Raw & { html: string }> {
  return raw(path, headers).then((answer) => ({ ...answer, html: answer.body.toString() }))
}

function cookiesSet(answer: Raw): string[] {
  const header = answer.headers["set-cookie"]
  return Array.isArray(header) ? header : header ? [header] : []
}

describe("pages in German and French", () => {
  const ENGLISH_ONLY = { "accept-language": "en" }

  it("a German product page names its language, its own address, its translations and the catalogue's German texts", async () => {
    const german = ProductDetail.parse(await (await fetch(`${SHOP_URL}/api/products/${product.handle}?lang=de`)).json())
    const { status, html } = await visit(`/de/product/${product.handle}`, ENGLISH_ONLY)
    expect(status).toBe(200)
    expect(htmlLang(html)).toBe("de")
    expect(title(html)).toBe(`${escapeHtml(german.name)} · Numismatic Shop`)
    expect(canonical(html)).toBe(`${SHOP_URL}/de/product/${product.handle}`)
    expect(metaContent(html, "og:url")).toBe(`${SHOP_URL}/de/product/${product.handle}`)
    expect(hreflangs(html)).toEqual(translationsOf(`/product/${product.handle}`))
    expect(metaContent(html, "og:image:alt")).toBe(escapeHtml(`Vorderseite von ${german.name}`))
    // The shop's head is German, the product's own texts are the catalogue's German.
    const data = jsonLd(html)
    expect((data.find((d) => d["@type"] === "Product") as ProductLd).name).toBe(german.name)
    expect(data.find((d) => d["@type"] === "Product")).toMatchObject({
      offers: { url: `${SHOP_URL}/de/product/${product.handle}` },
    })
    const crumbs = (data.find((d) => d["@type"] === "BreadcrumbList") as ListLd & { itemListElement: { name: string }[] })
      .itemListElement
    expect(crumbs[0]).toMatchObject({ name: "Startseite", item: `${SHOP_URL}/de` })
    expect(crumbs.at(-1)).toMatchObject({ name: german.name, item: `${SHOP_URL}/de/product/${product.handle}` })
    expect(data.find((d) => d["@type"] === "WebPage")).toMatchObject({ inLanguage: "de" })

    // The English page names the same translations, English as the default.
    const english = (await page(`/product/${product.handle}`)).html
    expect(htmlLang(english)).toBe("en")
    expect(hreflangs(english)).toEqual(translationsOf(`/product/${product.handle}`))
    expect(jsonLd(english).find((d) => d["@type"] === "WebPage")).toMatchObject({ inLanguage: "en" })
  })

  it("the French listing and a category are the catalogue's in French, with French addresses", async () => {
    const categories = (await (await fetch(`${SHOP_URL}/api/categories?lang=fr`)).json()) as { handle: string; name: string }[]
    const first = (await (await fetch(`${SHOP_URL}/api/products?lang=fr`)).json()) as ProductList
    const all = await visit("/fr/products", ENGLISH_ONLY)
    expect(all.status).toBe(200)
    expect(htmlLang(all.html)).toBe("fr")
    expect(title(all.html)).toBe("Tous les produits · Numismatic Shop")
    expect(metaContent(all.html, "description")).toMatch(/^[\d\s\u202f\u00a0]+ pièces?\u00a0: monnaies, billets/)
    expect(canonical(all.html)).toBe(`${SHOP_URL}/fr/products`)
    expect(hreflangs(all.html)).toEqual(translationsOf("/products"))
    const list = jsonLd(all.html).find((d) => d["@type"] === "ItemList") as ListLd
    expect(list.itemListElement.map((i) => i.url)).toEqual(first.products.map((p) => `${SHOP_URL}/fr/product/${p.handle}`))

    const category = categories[0]!
    const one = await visit(`/fr/products/${category.handle}`, ENGLISH_ONLY)
    expect(one.status).toBe(200)
    expect(title(one.html)).toBe(`${escapeHtml(category.name)} · Numismatic Shop`)
    expect(canonical(one.html)).toBe(`${SHOP_URL}/fr/products/${category.handle}`)
    expect(canonical((await visit("/fr/products?page=2", ENGLISH_ONLY)).html)).toBe(`${SHOP_URL}/fr/products?page=2`)
    const search = await visit("/de/products?search=denarius", ENGLISH_ONLY)
    expect(title(search.html)).toBe("Suchergebnisse für „denarius“ · Numismatic Shop")
    expect(canonical(search.html)).toBe(`${SHOP_URL}/de/products`)
  })

  it("the home page and the information pages speak the address's language", async () => {
    for (const path of ["/de", "/de/"]) {
      const home = await visit(path, ENGLISH_ONLY)
      expect(home.status, path).toBe(200)
      expect(title(home.html)).toBe("Numismatic Shop · Professionelle Numismatik")
      expect(metaContent(home.html, "description")).toMatch(/^Münzen, Banknoten, Medaillen und Token für Sammler/)
      expect(canonical(home.html)).toBe(`${SHOP_URL}/de`)
      expect(hreflangs(home.html)).toEqual(translationsOf("/"))
      expect(jsonLd(home.html).find((d) => d["@type"] === "WebSite")).toMatchObject({ inLanguage: "de", url: `${SHOP_URL}/de` })
    }
    expect(title((await visit("/fr/checkout", ENGLISH_ONLY)).html)).toBe("Paiement · Numismatic Shop")
    expect(title((await visit("/de/shipping", ENGLISH_ONLY)).html)).toBe("Versandinformationen · Numismatic Shop")
    expect(title((await visit("/fr/admin", ENGLISH_ONLY)).html)).toBe("Tableau de bord admin · Numismatic Shop")
    // English keeps the specification's texts.
    expect(title((await page("/shipping")).html)).toBe("Shipping Information · Numismatic Shop")
  })

  it("an unknown prefix, or a page a language does not have, is the 404 page", async () => {
    for (const path of ["/es/products", "/xx", "/en/products", "/DE/products"]) {
      const { status, html } = await visit(path, ENGLISH_ONLY)
      expect(status, path).toBe(404)
      expect(title(html), path).toBe("Page Not Found · Numismatic Shop")
      expect(html).toContain('<div id="root"></div>')
    }
    for (const path of [
      "/de/no-such-page",
      "/de/de/products",
      "/de/products/no-such-category",
      "/de/product/no-such-piece-anywhere",
      "/de/api/products",
    ]) {
      const { status, html } = await visit(path, ENGLISH_ONLY)
      expect(status, path).toBe(404)
      expect(htmlLang(html), path).toBe("de")
      expect(canonical(html), path).toBeUndefined()
      expect(hreflangs(html), path).toEqual([])
    }
    expect(title((await visit("/de/no-such-page", ENGLISH_ONLY)).html)).toBe("Seite nicht gefunden · Numismatic Shop")
    expect(title((await visit("/fr/product/no-such-piece-anywhere", ENGLISH_ONLY)).html)).toBe(
      "Pièce introuvable · Numismatic Shop"
    )
  })

  it("a German page is drawn by the storefront from its own address", async () => {
    const answer = (await (await fetch(`${SHOP_URL}/api/products?lang=de&page=1&limit=24`)).json()) as ProductList
    const listing = drawn((await visit("/de/products", ENGLISH_ONLY)).html)
    for (const piece of answer.products) expect(listing.html).toContain(`>${asReactWrites(piece.name)}</a></h3>`)
  })
})

describe("the language a visitor keeps", () => {
  it("a first visit follows a German or French browser once, to the same page in its language, and keeps the choice", async () => {
    for (const [path, to] of [
      ["/products?page=2&sort=price_asc", "/de/products?page=2&sort=price_asc"],
      ["/", "/de"],
      [`/product/${product.handle}`, `/de/product/${product.handle}`],
    ] as const) {
      const answer = await visit(path, { "accept-language": "de-AT,de;q=0.9,en;q=0.5" })
      expect(answer.status, path).toBe(302)
      expect(answer.headers.location, path).toBe(to)
      expect(answer.headers["cache-control"]).toBe("no-store")
      expect(String(answer.headers.vary)).toMatch(/cookie/i)
      expect(String(answer.headers.vary)).toMatch(/accept-language/i)
      // The shop's security headers go with the redirect too.
      expect(answer.headers["content-security-policy"]).toContain("default-src 'self'")
      expect(answer.headers["x-content-type-options"]).toBe("nosniff")
      const [cookie] = cookiesSet(answer)
      expect(cookie).toMatch(/^shop_language=de; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    }
    const french = await visit("/shipping", { "accept-language": "fr-CH, fr;q=0.9, en;q=0.8" })
    expect(french.headers.location).toBe("/fr/shipping")
    expect(cookiesSet(french)[0]).toMatch(/^shop_language=fr;/)
  })

  it("an English browser stays, and its choice is kept as English", async () => {
    const answer = await visit("/products", { "accept-language": "en-GB,en;q=0.9,de;q=0.8" })
    expect(answer.status).toBe(200)
    expect(cookiesSet(answer)[0]).toMatch(/^shop_language=en;/)
    expect(String(answer.headers.vary)).toMatch(/accept-language/i)
    expect(title(answer.html)).toBe("All Products · Numismatic Shop")
  })

  it("the kept choice sends an English address to German or French, and a kept English never moves", async () => {
    const kept = await visit("/products/x?page=2", { cookie: "shop_language=fr", "accept-language": "en" })
    expect(kept.status).toBe(302)
    expect(kept.headers.location).toBe("/fr/products/x?page=2")
    expect(cookiesSet(kept)).toEqual([])
    const english = await visit("/products", { cookie: "shop_language=en", "accept-language": "de" })
    expect(english.status).toBe(200)
    expect(cookiesSet(english)).toEqual([])
    // A language's own address is never moved, whatever is kept.
    const prefixed = await visit("/de/products", { cookie: "shop_language=fr", "accept-language": "fr" })
    expect(prefixed.status).toBe(200)
    expect(htmlLang(prefixed.html)).toBe("de")
    expect(cookiesSet(prefixed)).toEqual([])
  })

  it("nothing but a page is moved: not the API, the sitemap, robots, files, nor a request without Accept-Language", async () => {
    const german = { cookie: "shop_language=de", "accept-language": "de" }
    const script = (await page("/")).html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!
    for (const path of [
      "/api/products?limit=1",
      "/api/categories",
      "/sitemap.xml",
      "/sitemaps/pages.xml",
      "/robots.txt",
      script,
    ]) {
      const answer = await visit(path, { "accept-language": "de" })
      expect(answer.status, path).toBe(200)
      expect(cookiesSet(answer), path).toEqual([])
      expect((await visit(path, german)).status, path).toBe(200)
    }
    expect((await visit("/no-such-file.png", german)).status).toBe(404)
    // A crawler or a script without Accept-Language gets English, and no cookie.
    const bot = await visit("/products", {})
    expect(bot.status).toBe(200)
    expect(htmlLang(bot.html)).toBe("en")
    expect(cookiesSet(bot)).toEqual([])
  })

  it("a cookie or an Accept-Language that names no language is ignored, never an error", async () => {
    for (const cookie of [
      "shop_language=es",
      "shop_language=DE",
      "shop_language=%ZZ",
      `shop_language=${"d".repeat(3000)}`,
      "shop_language",
    ]) {
      const answer = await visit("/products", { cookie, "accept-language": "it" })
      expect(answer.status, cookie).toBe(200)
      expect(cookiesSet(answer)[0], cookie).toMatch(/^shop_language=en;/)
    }
    for (const header of ["<script>;q=9,,,", "de;q=2", "de;q=0", "*", ";;;", "x".repeat(4000), "de-\u00e4"]) {
      const answer = await visit("/products", { "accept-language": header })
      expect(answer.status, header).toBe(200)
      expect(cookiesSet(answer)[0], header).toMatch(/^shop_language=en;/)
    }
    // The address is repeated as it was asked, its query's escapes included.
    expect((await visit("/products?search=%3Cscript%3E", { "accept-language": "de" })).headers.location).toBe(
      "/de/products?search=%3Cscript%3E"
    )
  })
})

describe("robots and sitemap", () => {
  it("robots.txt allows the shop, keeps crawlers out of private pages and names the sitemap", async () => {
    const { status, html: text } = await page("/robots.txt")
    expect(status).toBe(200)
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    for (const path of ["/admin", "/account", "/checkout", "/api", "/de/admin", "/fr/account", "/de/checkout"]) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"))
    }
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
    // Every page in German and French too.
    for (const prefix of ["/de", "/fr"]) {
      expect(urls).toContain(`${SHOP_URL}${prefix}`)
      expect(urls).toContain(`${SHOP_URL}${prefix}/products`)
      expect(urls).toContain(`${SHOP_URL}${prefix}/grading`)
      for (const c of categories) expect(urls).toContain(`${SHOP_URL}${prefix}/products/${c.handle}`)
      expect(urls).toContain(`${SHOP_URL}${prefix}/product/${product.handle}`)
    }
    const total = ProductList.parse(await (await fetch(`${SHOP_URL}/api/products?limit=1`)).json()).total
    for (const kind of [/^[^?]*:\/\/[^/]+\/product\//, /\/de\/product\//, /\/fr\/product\//]) {
      expect(urls.filter((u) => kind.test(u)).length, String(kind)).toBeGreaterThanOrEqual(total)
    }
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
