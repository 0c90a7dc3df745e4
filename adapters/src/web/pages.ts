import type { CatalogueReader } from "../contract/catalogue-reader.js"
import type { Category } from "../contract/catalogue.js"
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES } from "../contract/image-variants.js"
import type { Product, ProductDetail } from "../contract/product.js"
import { ProductQuery } from "../contract/product-query.js"
import { absoluteUrl, SITE_DESCRIPTION, SITE_NAME } from "./page-head.js"
import type { PageHead } from "./page-head.js"

export type PageContext = {
  catalogue: CatalogueReader
  origin: string
  supportPhone: string
  supportEmail: string
}

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/
const STAFF_ORDER = /^\/admin\/orders\/[A-Za-z0-9_-]{1,100}$/
const SCHEMA = "https://schema.org"

/** Screens of the SPA that are neither the catalogue nor a product: their title as the SPA writes it. */
const FIXED_PAGES: Record<string, { title: string; description: string; module?: string }> = {
  "/checkout": {
    title: "Checkout",
    description: "Pay for the pieces in your cart by card or bank transfer.",
    module: "src/app/routes/checkout.tsx",
  },
  "/payment-success": { title: "Your order", description: "The confirmation of your order." },
  "/admin": { title: "Admin Dashboard", description: "Orders and figures for the shop's staff." },
  "/sign-in": { title: "Sign in", description: "Sign in to your collector's account." },
  "/register": { title: "Create an account", description: "Open a collector's account to follow your orders." },
  "/forgot-password": { title: "Forgot password", description: "Ask for a link to choose a new password." },
  "/reset-password": { title: "Choose a new password", description: "Set a new password for your account." },
  "/account": { title: "Your account", description: "Your orders and details." },
  "/account/addresses": { title: "Your addresses", description: "The addresses you ship to, for a quicker checkout." },
  "/shipping": {
    title: "Shipping Information",
    description: "How we ship coins, banknotes and medals: insured, tracked.",
    module: "src/app/routes/shipping.tsx",
  },
  "/returns": {
    title: "Return Policy",
    description: "A 30-day return guarantee on every piece.",
    module: "src/app/routes/returns.tsx",
  },
  "/authenticity": {
    title: "Authentication",
    description: "How every piece is checked and certified before it is sold.",
    module: "src/app/routes/authenticity.tsx",
  },
  "/contact": {
    title: "Contact Us",
    description: "Phone, e-mail and opening hours of the shop.",
    module: "src/app/routes/contact.tsx",
  },
  "/account/watch-list": { title: "Your watch list", description: "The pieces you watch, with their current price." },
  "/watch-list/unsubscribe": { title: "Price e-mails", description: "Stop the price e-mails of a watched piece." },
  "/account/wants": { title: "My wants", description: "Your saved searches and the e-mails they send." },
  "/wants/unsubscribe": { title: "Want e-mails", description: "Stop the e-mails of a saved want." },
  "/grading": {
    title: "Grading Guide",
    description: "Sheldon's 1–70 grades beside the European grades in English, French, German, Italian and Spanish.",
    module: "src/app/routes/grading.tsx",
  },
}

export const NOT_FOUND: PageHead = {
  status: 404,
  title: "Page Not Found",
  description: "The page you are looking for does not exist or has moved.",
  ogType: "website",
  jsonLd: [],
}

/** What the server says about a page of the SPA before its scripts run; 404 for any address it does not have. */
export async function describePage(path: string, query: Record<string, unknown>, context: PageContext): Promise<PageHead> {
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
      title: "Order",
      description: "One order for the shop's staff.",
      canonicalPath: path,
      ogType: "website",
      jsonLd: [],
    }
  }
  const fixed = FIXED_PAGES[path]
  if (fixed) return { status: 200, ...fixed, canonicalPath: path, ogType: "website", jsonLd: [] }
  return NOT_FOUND
}

function home({ origin, supportPhone, supportEmail }: PageContext): PageHead {
  return {
    status: 200,
    description: SITE_DESCRIPTION,
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
        url: absoluteUrl("/", origin),
        potentialAction: {
          "@type": "SearchAction",
          target: `${absoluteUrl("/products", origin)}?search={search_term_string}`,
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
  const categories = await context.catalogue.categories()
  const categoryValue = categoryParam ?? filters.category
  const category = categoryValue ? findCategory(categoryValue, categories) : undefined
  if (categoryParam !== undefined && !category) return NOT_FOUND

  const list = await context.catalogue.listProducts({ ...filters, category: category?.handle })
  const page = list.page
  const base = category ? `/products/${encodeURIComponent(category.handle)}` : "/products"
  // Search and filter results are views of a listing: they point at it rather than compete with it.
  const canonicalPath = page > 1 ? `${base}?page=${page}` : base
  const name = filters.search ? `Search results for "${filters.search}"` : (category?.name ?? "All Products")
  const total = category?.itemCount ?? categories.reduce((sum, c) => sum + c.itemCount, 0)
  const description = filters.search
    ? `${list.total.toLocaleString("en")} pieces matching "${filters.search}" at ${SITE_NAME}.`
    : `${total.toLocaleString("en")} ${category ? category.name.toLowerCase() : "coins, banknotes, medals and tokens"} for collectors: graded, certified, shipped insured.`
  const first = list.products[0]
  return {
    status: 200,
    title: name,
    description,
    canonicalPath,
    ogType: "website",
    module: "src/app/routes/products.tsx",
    image: first ? { url: first.frontImageUrl, alt: `Obverse of ${first.name}` } : undefined,
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
          url: absoluteUrl(`/product/${encodeURIComponent(product.handle)}`, context.origin),
          name: product.name,
        })),
      },
    ],
  }
}

async function productPage(handle: string, context: PageContext): Promise<PageHead> {
  if (!HANDLE.test(handle)) return { ...NOT_FOUND, title: "Item not found" }
  const product = await context.catalogue.productByHandle(handle)
  if (!product) return { ...NOT_FOUND, title: "Item not found" }
  const categories = await context.catalogue.categories()
  const category = product.category ? findCategory(product.category, categories) : undefined
  const url = absoluteUrl(`/product/${encodeURIComponent(product.handle)}`, context.origin)
  const images = [...new Set([product.frontImageUrl, product.backImageUrl])].map((image) => absoluteUrl(image, context.origin))
  return {
    status: 200,
    title: product.name,
    description: productDescription(product),
    canonicalPath: `/product/${encodeURIComponent(product.handle)}`,
    ogType: "product",
    image: { url: product.frontImageUrl, alt: `Obverse of ${product.name}` },
    preloadImage: { src: product.frontImageUrl, sizes: DETAIL_IMAGE_SIZES },
    module: "src/app/routes/product.tsx",
    price: { amount: product.finalPrice, currency: "EUR" },
    jsonLd: [
      {
        "@context": SCHEMA,
        "@type": "Product",
        name: product.name,
        description: product.description || productDescription(product),
        image: images,
        sku: product.catalogueRef ?? product.handle,
        ...(product.category ? { category: product.category } : {}),
        ...(product.material ? { material: product.material } : {}),
        ...(product.country ? { countryOfOrigin: product.country } : {}),
        ...(product.quality ? { additionalProperty: [{ "@type": "PropertyValue", name: "Grade", value: product.quality }] } : {}),
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
          { name: "Home", path: "/" },
          category
            ? { name: category.name, path: `/products/${encodeURIComponent(category.handle)}` }
            : { name: "All Products", path: "/products" },
          { name: product.name, path: `/product/${encodeURIComponent(product.handle)}` },
        ].map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(crumb.path, context.origin),
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

function productDescription(product: ProductDetail | Product): string {
  const text = product.description.replace(/\s+/g, " ").trim()
  if (text) return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text
  const facts = [product.quality, product.country, product.period, product.material].filter(Boolean).join(", ")
  return `${product.name}${facts ? ` (${facts})` : ""}: €${product.finalPrice} at ${SITE_NAME}.`
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
