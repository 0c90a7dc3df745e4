import type { Category } from "./catalogue.js"
import type { Language } from "./language.js"
import type { ProductDetail, ProductList } from "./product.js"
import type { ProductQuery } from "./product-query.js"

/**
 * The catalogue's answers as parts of the shop server read them in-process (the pages it
 * draws, a want's count of matching pieces): the same as GET /api/products and its kin, in a
 * language (English when left out).
 */
export interface CatalogueReader {
  listProducts(query: ProductQuery, previousVisitAt?: string | null, language?: Language): Promise<ProductList>
  productByHandle(handle: string, language?: Language): Promise<ProductDetail | undefined>
  categories(language?: Language): Promise<Category[]>
}

/** A read's answer as its route gives it: the status and, for a 200, the body. */
export type ReadAnswer = { status: number; body: unknown }

/**
 * The catalogue's GET /api reads a drawn page makes (`/api/products?…`), answered in-process as
 * their routes answer an anonymous visitor; undefined for any other address.
 */
export type PageReads = (pathAndQuery: string) => Promise<ReadAnswer | undefined>
