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
