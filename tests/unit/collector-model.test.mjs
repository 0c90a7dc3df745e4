import assert from "node:assert/strict"
import { test } from "node:test"
import { tsImport } from "tsx/esm/api"

// Commerce keeps one list of the collector model, the shop server's contract another (the
// storefront and the shop server import nothing of commerce); this test holds the two together.
const load = (path) => tsImport(path, import.meta.url)
const { PRODUCT_SORTS } = await load("../../adapters/src/contract/product-query.ts")
const { ProductDetail } = await load("../../adapters/src/contract/product.ts")
const { CATALOGUE_SORTS } = await load("../../commerce/src/modules/catalogue-index/sorts.ts")
const { COLLECTOR_FIELDS } = await load("../../commerce/src/modules/numismatics/validation.ts")

test("the contract offers exactly the catalogue's sort orders", () => {
  assert.deepEqual([...PRODUCT_SORTS], [...CATALOGUE_SORTS])
})

// The contract's names for the collector fields; the spec calls the grade "quality".
const CONTRACT_NAME = { grade: "quality" }
const camel = (field) => field.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase())

test("the product page's contract carries every field of the collector record", () => {
  const contractFields = Object.keys(ProductDetail.shape)
  for (const field of COLLECTOR_FIELDS) {
    assert.ok(contractFields.includes(CONTRACT_NAME[field] ?? camel(field)), `${field} is missing from ProductDetail`)
  }
})

test("the shop server's address book limit is the one Medusa keeps", async () => {
  const { MAX_SAVED_ADDRESSES } = await load("../../adapters/src/contract/address-book.ts")
  const { MAX_ADDRESSES } = await load("../../commerce/src/workflows/customers/address-book.ts")
  assert.equal(MAX_SAVED_ADDRESSES, MAX_ADDRESSES)
})
