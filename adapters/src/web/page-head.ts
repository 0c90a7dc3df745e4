import { imageSrcSet } from "../contract/image-variants.js"
import { PAGE_DATA_ID } from "../contract/page-data.js"
import { headText } from "./head-text.js"
import { escapeHtml, jsonLdScript } from "./html.js"
import { LANGUAGES, localizedPath } from "./language.js"
import type { Language } from "./language.js"
import type { DrawnPage } from "./page-renderer.js"

const ROOT = '<div id="root"></div>'

/** The shop's name, the same in every language. */
export const SITE_NAME = "Numismatic Shop"
const SCHEMA = "https://schema.org"

/** What the server knows about a page before any script runs. */
/** A part of the storefront's messages loaded with the pages that use it (its `virtual:catalogue/<area>/<language>` files). */
export type MessageArea = "checkout" | "account" | "staff"

export type PageHead = {
  status: number
  /** The page's language: `<html lang>`, its canonical address among its translations, JSON-LD's `inLanguage`. */
  language: Language
  /** The screen's own name; the tab reads "{title} · Numismatic Shop" as the SPA writes it. */
  title?: string
  description: string
  /**
   * Path (and query) of the page's one address in English, the same page's address in every
   * language behind its prefix; absent for pages that have none (404).
   */
  canonicalPath?: string
  ogType: "website" | "product"
  /** Same-origin path or absolute URL of the picture a link preview shows. */
  image?: { url: string; alt: string }
  /** The largest image of the first screen and the `sizes` it is shown at, fetched before the scripts ask for it. */
  preloadImage?: { src: string; sizes: string }
  price?: { amount: string; currency: "EUR" }
  /** The SPA module that draws the page (a key of Vite's manifest), fetched alongside the main script. */
  module?: string
  /** The storefront's messages the page's code reads besides the shop's, fetched alongside it too. */
  messages?: MessageArea[]
  jsonLd: Record<string, unknown>[]
}

export function fullTitle(title: string | undefined, language: Language): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · ${headText(language)("site.tagline")}`
}

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).toString()
}

/** The tags a search engine or a link preview reads, every value escaped. */
export function renderHead(head: PageHead, origin: string, modulePreloads: string[] = []): string {
  const title = fullTitle(head.title, head.language)
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", head.description),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.title ?? title),
    meta("property", "og:description", head.description),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title ?? title),
    meta("name", "twitter:description", head.description),
  ]
  const jsonLd = [...head.jsonLd]
  if (head.canonicalPath !== undefined) {
    const canonical = absoluteUrl(localizedPath(head.language, head.canonicalPath), origin)
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`, meta("property", "og:url", canonical))
    // The same page in each language, and English for any other reader.
    tags.push(...alternates(head.canonicalPath, origin).map(({ hreflang, href }) => alternateLink(hreflang, href)))
    jsonLd.push({
      "@context": SCHEMA,
      "@type": "WebPage",
      name: head.title ?? title,
      url: canonical,
      inLanguage: head.language,
    })
  }
  if (head.image) {
    const image = absoluteUrl(head.image.url, origin)
    tags.push(
      meta("property", "og:image", image),
      meta("property", "og:image:alt", head.image.alt),
      meta("name", "twitter:image", image),
      meta("name", "twitter:image:alt", head.image.alt)
    )
  }
  if (head.price) {
    tags.push(
      meta("property", "product:price:amount", head.price.amount),
      meta("property", "product:price:currency", head.price.currency)
    )
  }
  if (head.preloadImage) tags.push(imagePreload(head.preloadImage))
  tags.push(...modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`))
  tags.push(...jsonLd.map(jsonLdScript))
  return tags.join("\n    ")
}

/** An English address's translations, `hreflang` by `hreflang`: en, de, fr, then x-default (English). */
export function alternates(englishPath: string, origin: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: absoluteUrl(localizedPath(language, englishPath), origin) })),
    { hreflang: "x-default", href: absoluteUrl(englishPath, origin) },
  ]
}

function alternateLink(hreflang: string, href: string): string {
  return `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`
}

/** The same choice of width the page's <img srcset sizes> makes, so the preloaded file is the one it uses. */
function imagePreload({ src, sizes }: { src: string; sizes: string }): string {
  const srcset = imageSrcSet(src)
  const variants = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : ""
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${variants} fetchpriority="high">`
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`
}

const HTML_TAG = /<html\b[^>]*>/i
const LANG_ATTRIBUTE = /\slang="[^"]*"/i

/** The page's `<html>` naming its language. */
function withLanguage(template: string, language: Language): string {
  return template.replace(HTML_TAG, (tag) =>
    LANG_ATTRIBUTE.test(tag)
      ? tag.replace(LANG_ATTRIBUTE, ` lang="${language}"`)
      : tag.replace(/^<html/i, `<html lang="${language}"`)
  )
}

/** The built index.html without its static title and description, ready for a page's own. */
export function prepareTemplate(indexHtml: string): string {
  const template = indexHtml.replace(/\s*<title>[\s\S]*?<\/title>/i, "").replace(/\s*<meta\s+name="description"[^>]*>/i, "")
  if (!template.includes("</head>")) throw new Error("The storefront's index.html has no </head>")
  if (!template.includes(ROOT)) throw new Error(`The storefront's index.html has no ${ROOT}`)
  if (!HTML_TAG.test(template)) throw new Error("The storefront's index.html has no <html>")
  return template
}

export function pageHtml(template: string, head: PageHead, origin: string, modulePreloads: string[] = []): string {
  const tags = renderHead(head, origin, modulePreloads)
  // Function replacements: `$&` and friends in a product's name stay literal.
  return withLanguage(template, head.language).replace("</head>", () => `    ${tags}\n  </head>`)
}

/**
 * The page with its drawing in #root and the answers it was drawn from after it, as bytes: the
 * drawing is a hundred kilobytes and more, which placed into the page's text would be copied
 * into one string again before it could be sent.
 */
export function drawnPageBytes(page: string, drawn: DrawnPage): Buffer {
  const at = page.indexOf(ROOT)
  return Buffer.concat([
    Buffer.from(`${page.slice(0, at)}<div id="root">`),
    drawn.html,
    Buffer.from(
      `</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${drawn.data}</script>${page.slice(at + ROOT.length)}`
    ),
  ])
}
