import { describe, expect, it } from "vitest"
import { Product, ProductDetail } from "../contract/product.js"
import { CatalogueDocument } from "./catalogue-document.js"
import { capturedProducts, MEDUSA_URL_OF_FIXTURES } from "../test-support/fixtures.js"
import { toShopProduct, toShopProductDetail } from "./to-shop-product.js"

const context = { medusaUrl: MEDUSA_URL_OF_FIXTURES }
const docs = capturedProducts().map((raw) => CatalogueDocument.parse(raw))

describe("toShopProduct", () => {
  it("maps every captured document to a valid contract Product", () => {
    for (const doc of docs) expect(() => Product.parse(toShopProduct(doc, context))).not.toThrow()
  })

  it("maps the spec's fields from the index document", () => {
    const product = toShopProduct(docs[0]!, context)
    expect(product).toMatchObject({
      id: docs[0]!.id,
      handle: docs[0]!.handle,
      name: docs[0]!.title,
      category: docs[0]!.category_names[0],
      material: docs[0]!.material,
      quality: docs[0]!.grade,
      period: docs[0]!.period,
      isFeatured: docs[0]!.is_featured,
      isNew: docs[0]!.is_new,
    })
    expect(product.finalPrice).toMatch(/^\d+\.\d{2}$/)
    expect(Number(product.finalPrice)).toBeCloseTo(docs[0]!.price ?? 0, 2)
  })

  it("serves images from the shop's own origin, obverse as front", () => {
    const product = toShopProduct(docs[0]!, context)
    expect(product.frontImageUrl).toMatch(/^\/static\/.+obverse/)
    expect(product.backImageUrl).toMatch(/^\/static\/.+reverse/)
  })

  it("falls back to the front image, then to the placeholder", () => {
    const front = toShopProduct({ ...docs[0]!, images: docs[0]!.images.slice(0, 1) }, context)
    expect(front.backImageUrl).toBe(front.frontImageUrl)
    const none = toShopProduct({ ...docs[0]!, images: [] }, context)
    expect(none.frontImageUrl).toBe("/static/placeholder.svg")
    expect(none.backImageUrl).toBe("/static/placeholder.svg")
  })

  it("keeps the description Medusa holds", () => {
    expect(toShopProduct(docs[0]!, context).description).toBe(docs[0]!.description)
  })

  it("names countries stored as codes", () => {
    expect(toShopProduct({ ...docs[0]!, country: "FR" }, context).country).toBe("France")
  })

  it("writes an empty description rather than null", () => {
    expect(toShopProduct({ ...docs[0]!, description: null }, context).description).toBe("")
  })
})

describe("toShopProductDetail", () => {
  it("adds the collector's fields", () => {
    const detail = toShopProductDetail(docs[0]!, context)
    expect(() => ProductDetail.parse(detail)).not.toThrow()
    expect(detail).toMatchObject({
      denomination: docs[0]!.denomination,
      year: docs[0]!.year,
      mint: docs[0]!.mint,
      weightGrams: docs[0]!.weight_grams,
      diameterMm: docs[0]!.diameter_mm,
      catalogueRef: docs[0]!.catalogue_ref,
      gradingService: docs[0]!.grading_service,
      certificateNumber: docs[0]!.certificate_number,
      stock: docs[0]!.stock,
    })
  })
})
