import { readFileSync } from "node:fs"
import { SearchResponse } from "../medusa/catalogue-document.js"
import type { SearchResult } from "../medusa/catalogue-document.js"
import type { CategoryRecord } from "../catalogue/lookups.js"

/** JSON answers of a real Medusa, kept beside the tests that map them. */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"))
}

export function searchFixture(name: string): SearchResult[] {
  return SearchResponse.parse(fixture(name)).results
}

export function categoriesFixture(): CategoryRecord[] {
  const body = fixture("store-product-categories.json") as { product_categories: CategoryRecord[] }
  return body.product_categories.map(({ id, name, handle }) => ({ id, name, handle }))
}
