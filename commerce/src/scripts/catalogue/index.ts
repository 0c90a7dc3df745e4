/**
 * Pure catalogue data for seeding: the hand-written demo catalogue, the bulk benchmark
 * generator and the SVG pictures of both. No I/O and no Medusa imports, so the seed
 * script and the tests use the same functions.
 */
export { CATEGORIES, GRADING_SERVICES, type CatalogueItem, type Category, type GradingService } from "./types"
export { demoCatalogue } from "./demo-catalogue"
export { bulkItem } from "./bulk/bulk-item"
export { renderObverseSvg, renderReverseSvg } from "./svg/render"
export { slugify, uniqueHandles } from "./slugify"
export { vatTreatmentOf } from "./vat-treatment"
