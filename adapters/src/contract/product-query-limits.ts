// The listing query's plain values, without zod: the storefront imports them, and a
// module that builds zod schemas would bring zod (and its eval probe, which the
// Content-Security-Policy reports) into the listing's code.
export const PRODUCT_SORTS = ["relevance", "newest", "price_asc", "price_desc"] as const

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
export const MAX_PAGE = 10_000
export const MAX_TEXT_LENGTH = 200
