import type { Category } from "./catalogue.js"
import type { ProductDetail, ProductList } from "./product.js"
import type { ProductQuery } from "./product-query.js"

/**
 * The catalogue's answers as parts of the shop server read them in-process (the pages it
 * draws, a want's count of matching pieces): the same as GET /api/products and its kin. The
 * language is each method's last argument, English when absent (docs/decisions/242).
 */
export interface CatalogueReader {
  listProducts(query: ProductQuery, previousVisitAt?: string | null, language?: "en" | "de" | "fr"): Promise<ProductList>
  productByHandle(handle: string, language?: "en" | "de" | "fr"): Promise<ProductDetail | undefined>
  categories(language?: "en" | "de" | "fr"): Promise<Category[]>
}
