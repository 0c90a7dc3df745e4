import type { Product, ProductDetail } from "../contract/product.js"
import type { CatalogueDocument } from "./catalogue-document.js"
import { countryDisplayName } from "./country-name.js"
import { frontAndBack } from "./image-url.js"
import { toFinalPrice } from "./money.js"
import type { Language } from "../contract/language.js"

export type MappingContext = { medusaUrl: string }

/** A catalogue index document as the contract's Product; its texts are in the language Medusa was asked for. */
export function toShopProduct(doc: CatalogueDocument, context: MappingContext, language: Language = "en"): Product {
  return {
    id: doc.id,
    handle: doc.handle,
    name: doc.title,
    description: doc.description ?? "",
    finalPrice: toFinalPrice(doc.price),
    ...frontAndBack(doc.images, context.medusaUrl),
    isNew: doc.is_new,
    isFeatured: doc.is_featured,
    material: doc.material,
    quality: doc.grade,
    category: doc.category_names[0] ?? null,
    country: countryDisplayName(doc.country, language),
    period: doc.period,
    stock: Math.max(0, Math.floor(doc.stock)),
  }
}

/** The product page: the Product plus the collector's fields. */
export function toShopProductDetail(doc: CatalogueDocument, context: MappingContext, language: Language = "en"): ProductDetail {
  return {
    ...toShopProduct(doc, context, language),
    denomination: doc.denomination,
    year: doc.year,
    mint: doc.mint,
    weightGrams: doc.weight_grams,
    diameterMm: doc.diameter_mm,
    catalogueRef: doc.catalogue_ref,
    gradingService: doc.grading_service,
    certificateNumber: doc.certificate_number,
  }
}
