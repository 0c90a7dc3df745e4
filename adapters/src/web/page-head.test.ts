import { describe, expect, it } from "vitest"
import { escapeHtml, jsonLdScript } from "./html.js"
import { drawnPageBytes, pageHtml, prepareTemplate } from "./page-head.js"
import type { PageHead } from "./page-head.js"
import { itemCondition } from "./pages.js"

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Static description" />
    <title>Static title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

const hostile = `Denarius </script><script>alert(1)</script> "quoted" & <b>bold</b> $& $1`

function productHead(name: string, language: PageHead["language"] = "en"): PageHead {
  return {
    status: 200,
    language,
    title: name,
    description: `About ${name}`,
    canonicalPath: "/product/denarius",
    ogType: "product",
    image: { url: "/static/denarius-front.svg", alt: `Obverse of ${name}` },
    preloadImage: { src: "/static/denarius-front.svg", sizes: "90vw" },
    price: { amount: "149.00", currency: "EUR" },
    jsonLd: [{ "@context": "https://schema.org", "@type": "Product", name }],
  }
}

describe("page head", () => {
  it("replaces the static title and description with the page's own, once", () => {
    const html = pageHtml(prepareTemplate(TEMPLATE), productHead("Denarius of Trajan"), "https://shop.example")
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain("<title>Denarius of Trajan · Numismatic Shop</title>")
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(html).not.toContain("Static")
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/denarius">')
    expect(html).toContain('<meta property="og:image" content="https://shop.example/static/denarius-front.svg">')
    // The preload names the same WebP widths and sizes as the page's <img>, so the browser fetches one file.
    const variants = [160, 320, 480, 640, 960].map((w) => `/static/denarius-front.svg?w=${w} ${w}w`).join(", ")
    expect(html).toContain(
      `<link rel="preload" as="image" href="/static/denarius-front.svg" imagesrcset="${variants}" imagesizes="90vw" fetchpriority="high">`
    )
    // The module script stays where the build put it.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
  })

  it("keeps a hostile product name inside its attribute, its title and its data block", () => {
    const html = pageHtml(prepareTemplate(TEMPLATE), productHead(hostile), "https://shop.example")
    // The only script elements are the JSON-LD blocks (the product's, the page's) and the build's module.
    expect(html.match(/<script/g)).toHaveLength(3)
    expect(html).not.toContain("<script>alert")
    expect(html).not.toContain("<b>")
    const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)
    expect(JSON.parse(block![1]!).name).toBe(hostile)
    expect(html).toContain(`<title>${escapeHtml(hostile)} · Numismatic Shop</title>`)
  })

  it("writes JSON-LD whose text cannot close the script element", () => {
    const script = jsonLdScript({ name: "</script>\u2028&" })
    const json = script.replace(/^<script type="application\/ld\+json">|<\/script>$/g, "")
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual({ name: "</script>\u2028&" })
  })

  it("names no canonical address for a page that does not exist", () => {
    const html = pageHtml(
      prepareTemplate(TEMPLATE),
      { status: 404, language: "de", title: "Seite nicht gefunden", description: "Weg", ogType: "website", jsonLd: [] },
      "https://shop.example"
    )
    expect(html).toContain("<title>Seite nicht gefunden · Numismatic Shop</title>")
    expect(html).toContain('<html lang="de">')
    expect(html).not.toContain("canonical")
    expect(html).not.toContain("hreflang")
    expect(html).not.toContain("application/ld+json")
  })
})

describe("a page's head in its language", () => {
  const ORIGIN = "https://shop.example"
  const linksOf = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]])
  const pageLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((d) => d["@type"] === "WebPage")

  it("names its language in <html>, its own address as canonical and every translation as an alternate", () => {
    const html = pageHtml(prepareTemplate(TEMPLATE), productHead("Denar des Trajan", "de"), ORIGIN)
    expect(html).toContain('<html lang="de">')
    expect(html).not.toContain('<html lang="en"')
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/de/product/denarius">`)
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/de/product/denarius">`)
    expect(linksOf(html)).toEqual([
      ["en", `${ORIGIN}/product/denarius`],
      ["de", `${ORIGIN}/de/product/denarius`],
      ["fr", `${ORIGIN}/fr/product/denarius`],
      ["x-default", `${ORIGIN}/product/denarius`],
    ])
    expect(pageLd(html)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "Denar des Trajan",
      url: `${ORIGIN}/de/product/denarius`,
      inLanguage: "de",
    })
  })

  it("writes the home page's address in a language without a trailing slash, its query kept", () => {
    const home: PageHead = {
      status: 200,
      language: "fr",
      description: "Accueil",
      canonicalPath: "/",
      ogType: "website",
      jsonLd: [],
    }
    const html = pageHtml(prepareTemplate(TEMPLATE), home, ORIGIN)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/fr">`)
    expect(html).toContain("<title>Numismatic Shop · Numismatique professionnelle</title>")
    expect(linksOf(html).map(([lang, href]) => `${lang} ${href}`)).toEqual([
      `en ${ORIGIN}/`,
      `de ${ORIGIN}/de`,
      `fr ${ORIGIN}/fr`,
      `x-default ${ORIGIN}/`,
    ])
    const listing = pageHtml(prepareTemplate(TEMPLATE), { ...home, language: "de", canonicalPath: "/products?page=2" }, ORIGIN)
    expect(listing).toContain(`<link rel="canonical" href="${ORIGIN}/de/products?page=2">`)
  })

  it("keeps the English page as it was, with English's own tagline", () => {
    const home: PageHead = {
      status: 200,
      language: "en",
      description: "Coins",
      canonicalPath: "/",
      ogType: "website",
      jsonLd: [],
    }
    const html = pageHtml(prepareTemplate(TEMPLATE), home, ORIGIN)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain("<title>Numismatic Shop · Professional Numismatics</title>")
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`)
  })

  it("gives <html> a language when the build wrote none", () => {
    const bare = TEMPLATE.replace('<html lang="en">', "<html>")
    expect(pageHtml(prepareTemplate(bare), productHead("X", "fr"), ORIGIN)).toContain('<html lang="fr">')
  })
})

describe("a drawn page", () => {
  it("goes out as the page's text with the drawing in #root and its answers after it, in UTF-8", () => {
    const page = pageHtml(prepareTemplate(TEMPLATE), productHead("Münze · 5 €"), "https://shop.example")
    const drawing = "<h1>Münze · 5 €</h1><p>Prägung “1848”</p>"
    const data = JSON.stringify({ queries: [{ name: "Münze · 5 €" }] })
    const bytes = drawnPageBytes(page, { html: Buffer.from(drawing), data })
    const text = bytes.toString("utf8")
    expect(text).toBe(
      page.replace(
        '<div id="root"></div>',
        `<div id="root">${drawing}</div>\n    <script type="application/json" id="page-data">${data}</script>`
      )
    )
    expect(text).toContain("<title>Münze · 5 € · Numismatic Shop</title>")
  })
})

describe("item condition", () => {
  it("counts uncirculated and proof grades as new, every circulated grade as used", () => {
    for (const grade of ["UNC", "MS-65", "MS65", "BU", "FDC", "Proof", "PF-70"]) expect(itemCondition(grade)).toBe("NewCondition")
    for (const grade of ["VF", "XF-40", "Fine", "AU", "Good", null]) expect(itemCondition(grade)).toBe("UsedCondition")
  })
})
