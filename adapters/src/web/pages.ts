import type { CatalogueReader } from "../contract/catalogue-reader.js"
import type { Category } from "../contract/catalogue.js"
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES } from "../contract/image-variants.js"
import type { Product, ProductDetail } from "../contract/product.js"
import { ProductQuery } from "../contract/product-query.js"
import { headText } from "./head-text.js"
import type { HeadMessageId } from "./head-text.js"
import type { Language } from "./language.js"
import { localizedPath } from "./language.js"
import { absoluteUrl, SITE_NAME } from "./page-head.js"
import type { MessageArea, PageHead } from "./page-head.js"

export type PageContext = {
  catalogue: CatalogueReader
  /** The language of the page's address; the catalogue answers in it. */
  language: Language
  origin: string
  supportPhone: string
  supportEmail: string
}

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/
const STAFF_ORDER = /^\/admin\/orders\/[A-Za-z0-9_-]{1,100}$/
const SCHEMA = "https://schema.org"

/** `checkout` of `page.checkout.title`: a page whose title and description the catalogues hold. */
type PageKey = HeadMessageId extends infer Id ? (Id extends `page.${infer Key}.description` ? Key : never) : never

/**
 * Screens of the SPA that are neither the catalogue nor a product: the messages of their title
 * (as the SPA writes it) and description.
 */
const FIXED_PAGES: Record<string, { key: PageKey; module: string; messages: MessageArea[] }> = {
  "/checkout": { key: "checkout", module: "src/app/routes/checkout.tsx", messages: ["checkout"] },
  "/payment-success": { key: "payment-success", module: "src/app/routes/payment-success.tsx", messages: ["checkout"] },
  "/admin": { key: "admin", module: "src/app/routes/admin.tsx", messages: ["staff"] },
  "/sign-in": { key: "sign-in", module: "src/app/routes/sign-in.tsx", messages: ["account"] },
  "/register": { key: "register", module: "src/app/routes/register.tsx", messages: ["account"] },
  "/forgot-password": { key: "forgot-password", module: "src/app/routes/forgot-password.tsx", messages: ["account"] },
  "/reset-password": { key: "reset-password", module: "src/app/routes/reset-password.tsx", messages: ["account"] },
  "/account": { key: "account", module: "src/app/routes/account.tsx", messages: ["account"] },
  "/account/addresses": {
    key: "addresses",
    module: "src/app/routes/account-addresses.tsx",
    messages: ["account", "checkout"],
  },
  "/shipping": { key: "shipping", module: "src/app/routes/shipping.tsx", messages: ["account"] },
  "/returns": { key: "returns", module: "src/app/routes/returns.tsx", messages: ["account"] },
  "/authenticity": { key: "authenticity", module: "src/app/routes/authenticity.tsx", messages: ["account"] },
  "/contact": { key: "contact", module: "src/app/routes/contact.tsx", messages: ["account"] },
  "/account/watch-list": { key: "watch-list", module: "src/app/routes/watch-list.tsx", messages: ["account"] },
  "/watch-list/unsubscribe": { key: "watch-unsubscribe", module: "src/app/routes/unsubscribe.tsx", messages: ["account"] },
  "/account/wants": { key: "wants", module: "src/app/routes/wants.tsx", messages: ["account"] },
  "/wants/unsubscribe": { key: "want-unsubscribe", module: "src/app/routes/unsubscribe.tsx", messages: ["account"] },
  "/grading": { key: "grading", module: "src/app/routes/grading.tsx", messages: ["account"] },
}

/** The head of an address no page has, in a language. */
export function notFound(language: Language): PageHead {
  const t = headText(language)
  return {
    status: 404,
    language,
    title: t("page.not-found.title"),
    description: t("page.not-found.description"),
    ogType: "website",
    jsonLd: [],
  }
}

/**
 * What the server says about a page of the SPA before its scripts run, in the context's language;
 * 404 for any address it does not have. `path` is the English path (without a language's prefix).
 */
export async function describePage(path: string, query: Record<string, unknown>, context: PageContext): Promise<PageHead> {
  const { language } = context
  const t = headText(language)
  if (path === "/") return home(context)
  if (path === "/products") return listing(undefined, query, context)
  const category = path.match(/^\/products\/([^/]+)$/)
  if (category) return listing(safeDecode(category[1]!), query, context)
  const product = path.match(/^\/product\/([^/]+)$/)
  if (product) return productPage(safeDecode(product[1]!), context)
  // An order's own page for staff; the SPA shows who may see it.
  if (STAFF_ORDER.test(path)) {
    return {
      status: 200,
      language,
      title: t("page.admin-order.title"),
      description: t("page.admin-order.description"),
      module: "src/app/routes/admin-order.tsx",
      messages: ["staff"],
      canonicalPath: path,
      ogType: "website",
      jsonLd: [],
    }
  }
  const fixed = Object.hasOwn(FIXED_PAGES, path) ? FIXED_PAGES[path] : undefined
  if (fixed) {
    return {
      status: 200,
      language,
      title: t(`page.${fixed.key}.title`),
      description: t(`page.${fixed.key}.description`),
      module: fixed.module,
      messages: fixed.messages,
      canonicalPath: path,
      ogType: "website",
      jsonLd: [],
    }
  }
  return notFound(language)
}

function home({ origin, supportPhone, supportEmail, language }: PageContext): PageHead {
  return {
    status: 200,
    language,
    description: headText(language)("site.description"),
    canonicalPath: "/",
    ogType: "website",
    image: { url: "/favicon.svg", alt: SITE_NAME },
    jsonLd: [
      {
        "@context": SCHEMA,
        "@type": "Organization",
        name: SITE_NAME,
        url: absoluteUrl("/", origin),
        logo: absoluteUrl("/favicon.svg", origin),
        contactPoint: { "@type": "ContactPoint", telephone: supportPhone, email: supportEmail, contactType: "customer service" },
      },
      {
        "@context": SCHEMA,
        "@type": "WebSite",
        name: SITE_NAME,
        url: absoluteUrl(localizedPath(language, "/"), origin),
        inLanguage: language,
        potentialAction: {
          "@type": "SearchAction",
          target: `${absoluteUrl(localizedPath(language, "/products"), origin)}?search={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  }
}

async function listing(
  categoryParam: string | undefined,
  query: Record<string, unknown>,
  context: PageContext
): Promise<PageHead> {
  const parsed = ProductQuery.safeParse(query)
  // A malformed query still shows the listing in the SPA (with its message); the server then describes page 1.
  const filters = parsed.success ? parsed.data : {}
  const { language, origin } = context
  const t = headText(language)
  const categories = await context.catalogue.categories(language)
  const categoryValue = categoryParam ?? filters.category
  const category = categoryValue ? findCategory(categoryValue, categories) : undefined
  if (categoryParam !== undefined && !category) return notFound(language)

  const list = await context.catalogue.listProducts({ ...filters, category: category?.handle }, undefined, language)
  const page = list.page
  const base = category ? `/products/${encodeURIComponent(category.handle)}` : "/products"
  // Search and filter results are views of a listing: they point at it rather than compete with it.
  const canonicalPath = page > 1 ? `${base}?page=${page}` : base
  const name = filters.search ? t("listing.search", { search: filters.search }) : (category?.name ?? t("listing.all"))
  const total = category?.itemCount ?? categories.reduce((sum, c) => sum + c.itemCount, 0)
  const description = filters.search
    ? t("listing.search-description", { count: list.total, search: filters.search, site: SITE_NAME })
    : category
      ? // English writes the category inside its sentence, in lower case; German and French quote its name.
        t("listing.category-description", {
          count: total,
          category: language === "en" ? category.name.toLowerCase() : category.name,
        })
      : t("listing.all-description", { count: total })
  const first = list.products[0]
  return {
    status: 200,
    language,
    title: name,
    description,
    canonicalPath,
    ogType: "website",
    module: "src/app/routes/products.tsx",
    image: first ? { url: first.frontImageUrl, alt: t("product.obverse", { name: first.name }) } : undefined,
    // The first card's picture is a phone's largest paint; the SPA marks it fetchpriority="high" too.
    preloadImage: first ? { src: first.frontImageUrl, sizes: CARD_IMAGE_SIZES } : undefined,
    jsonLd: [
      {
        "@context": SCHEMA,
        "@type": "ItemList",
        name,
        numberOfItems: list.total,
        itemListElement: list.products.map((product, index) => ({
          "@type": "ListItem",
          position: (page - 1) * list.limit + index + 1,
          url: absoluteUrl(localizedPath(language, `/product/${encodeURIComponent(product.handle)}`), origin),
          name: product.name,
        })),
      },
    ],
  }
}

async function productPage(handle: string, context: PageContext): Promise<PageHead> {
  const { language, origin } = context
  const t = headText(language)
  const missing = { ...notFound(language), title: t("page.product-not-found.title") }
  if (!HANDLE.test(handle)) return missing
  const product = await context.catalogue.productByHandle(handle, language)
  if (!product) return missing
  const categories = await context.catalogue.categories(language)
  const category = product.category ? findCategory(product.category, categories) : undefined
  const path = (englishPath: string) => localizedPath(language, englishPath)
  const url = absoluteUrl(path(`/product/${encodeURIComponent(product.handle)}`), origin)
  const images = [...new Set([product.frontImageUrl, product.backImageUrl])].map((image) => absoluteUrl(image, origin))
  return {
    status: 200,
    language,
    title: product.name,
    description: productDescription(product, language),
    canonicalPath: `/product/${encodeURIComponent(product.handle)}`,
    ogType: "product",
    image: { url: product.frontImageUrl, alt: t("product.obverse", { name: product.name }) },
    preloadImage: { src: product.frontImageUrl, sizes: DETAIL_IMAGE_SIZES },
    module: "src/app/routes/product.tsx",
    price: { amount: product.finalPrice, currency: "EUR" },
    jsonLd: [
      {
        "@context": SCHEMA,
        "@type": "Product",
        name: product.name,
        description: product.description || productDescription(product, language),
        image: images,
        sku: product.catalogueRef ?? product.handle,
        ...(product.category ? { category: product.category } : {}),
        ...(product.material ? { material: product.material } : {}),
        ...(product.country ? { countryOfOrigin: product.country } : {}),
        ...(product.quality
          ? { additionalProperty: [{ "@type": "PropertyValue", name: t("product.grade"), value: product.quality }] }
          : {}),
        offers: {
          "@type": "Offer",
          url,
          price: product.finalPrice,
          priceCurrency: "EUR",
          availability: product.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/SoldOut`,
          itemCondition: `${SCHEMA}/${itemCondition(product.quality)}`,
          seller: { "@type": "Organization", name: SITE_NAME },
        },
      },
      {
        "@context": SCHEMA,
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: t("breadcrumb.home"), path: "/" },
          category
            ? { name: category.name, path: `/products/${encodeURIComponent(category.handle)}` }
            : { name: t("listing.all"), path: "/products" },
          { name: product.name, path: `/product/${encodeURIComponent(product.handle)}` },
        ].map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(path(crumb.path), origin),
        })),
      },
    ],
  }
}

// Uncirculated and proof grades describe a piece as struck; every circulated grade is "used".
const MINT_STATE = /\b(unc|uncirculated|bu|ms|ms-?\d+|fdc|proof|pr|pf|pr-?\d+|pf-?\d+|stgl|sp)\b/i

export function itemCondition(grade: string | null): "NewCondition" | "UsedCondition" {
  return grade && MINT_STATE.test(grade) ? "NewCondition" : "UsedCondition"
}

function productDescription(product: ProductDetail | Product, language: Language): string {
  const text = product.description.replace(/\s+/g, " ").trim()
  if (text) return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text
  const facts = [product.quality, product.country, product.period, product.material].filter(Boolean).join(", ")
  return headText(language)("product.description", {
    name: product.name,
    facts: facts ? ` (${facts})` : "",
    price: euros(product.finalPrice, language),
    site: SITE_NAME,
  })
}

/** A price as the language writes euros: English as the specification does (`€1234.50`), others by `Intl`. */
export function euros(amount: string, language: Language): string {
  if (language === "en") return `€${amount}`
  return new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(Number(amount))
}

function findCategory(value: string, categories: Category[]): Category | undefined {
  const lower = value.toLowerCase()
  return categories.find((c) => c.handle === value || c.name.toLowerCase() === lower)
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
