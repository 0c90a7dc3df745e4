import { readFileSync } from "node:fs"
import type { CategoryRecord } from "../catalogue/lookups.js"
import { CatalogueFacets } from "../medusa/medusa-gateway.js"
import type { ProductPage } from "../medusa/medusa-gateway.js"

/** JSON answers captured from a real Medusa with the demo catalogue, kept beside the tests. */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"))
}

export const MEDUSA_URL_OF_FIXTURES = "http://127.0.0.1:9100"

export const productPage = (name = "catalogue-products.json") => fixture(name) as ProductPage

export const capturedProducts = (): unknown[] => [
  ...productPage("catalogue-products.json").products,
  ...productPage("catalogue-products-banknotes.json").products,
  (fixture("catalogue-product.json") as { product: unknown }).product,
  ...(fixture("catalogue-highlights.json") as { products: unknown[] }).products,
]

export const facetsFixture = () => CatalogueFacets.parse(fixture("catalogue-facets.json"))

export function categoriesFixture(): CategoryRecord[] {
  const body = fixture("store-product-categories.json") as { product_categories: CategoryRecord[] }
  return body.product_categories.map(({ id, name, handle }) => ({ id, name, handle }))
}
