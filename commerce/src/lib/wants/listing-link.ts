/** A want's filters as the listing's URL holds them (storefront /products, shop server /api/products). */
export type WantFilters = {
  search: string | null
  category: string | null
  country: string | null
  material: string | null
  period: string | null
  quality: string | null
  price_min_cents: number | null
  price_max_cents: number | null
}

/** Cents as the listing's priceMin/priceMax take them: euros, with cents only when there are some. */
export const eurosParam = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))

/** The listing of the pieces a want matches: /products?search=…&priceMin=… */
export function listingPath(want: WantFilters): string {
  const query = new URLSearchParams()
  for (const key of ["search", "category", "country", "material", "period", "quality"] as const) {
    const value = want[key]
    if (value) query.set(key, value)
  }
  if (want.price_min_cents !== null) query.set("priceMin", eurosParam(want.price_min_cents))
  if (want.price_max_cents !== null) query.set("priceMax", eurosParam(want.price_max_cents))
  const qs = query.toString()
  return qs ? `/products?${qs}` : "/products"
}
