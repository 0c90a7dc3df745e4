/** The listing's orders; the shop server's contract offers the same ones (tests/unit/collector-model.test.mjs). */
export const CATALOGUE_SORTS = ["relevance", "newest", "price_asc", "price_desc"] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]
