import type { Category } from "./catalogue.js"
import type { ProductDetail, ProductList } from "./product.js"
import type { ProductQuery } from "./product-query.js"

/**
 * The catalogue's answers as parts of the shop server read them in-process (the pages it
 * draws, a want's count of matching pieces): the same as GET /api/products and its kin.
 */
export interface CatalogueReader {
  listProducts(query: ProductQuery): Promise<ProductList>
  productByHandle(handle: string): Promise<ProductDetail | undefined>
  categories(): Promise<Category[]>
}
