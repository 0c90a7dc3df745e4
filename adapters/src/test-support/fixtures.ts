import { readFileSync } from "node:fs"

/** JSON answers captured from a real Medusa with the demo catalogue, kept beside the tests. */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"))
}

export const MEDUSA_URL_OF_FIXTURES = "http://127.0.0.1:9100"

const productPage = (name: string) => fixture(name) as { products: unknown[] }

export const capturedProducts = (): unknown[] => [
  ...productPage("catalogue-products.json").products,
  ...productPage("catalogue-products-banknotes.json").products,
  (fixture("catalogue-product.json") as { product: unknown }).product,
  ...(fixture("catalogue-highlights.json") as { products: unknown[] }).products,
]
