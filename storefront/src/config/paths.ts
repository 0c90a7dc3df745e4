export type ProductsLinkOptions = {
  category?: string
  search?: string
  sort?: string
  /** Only the pieces listed since the collector's previous visit. */
  newSinceVisit?: boolean
}

/** Every address the SPA links to, in one place. */
export const paths = {
  home: "/",
  products: ({ category, search, sort, newSinceVisit }: ProductsLinkOptions = {}): string => {
    const base = category ? `/products/${encodeURIComponent(category)}` : "/products"
    const query = new URLSearchParams()
    if (search) query.set("search", search)
    if (sort) query.set("sort", sort)
    if (newSinceVisit) query.set("new", "1")
    const qs = query.toString()
    return qs ? `${base}?${qs}` : base
  },
  product: (handle: string): string => `/product/${encodeURIComponent(handle)}`,
  checkout: "/checkout",
  admin: "/admin",
  adminOrder: (id: string): string => `/admin/orders/${encodeURIComponent(id)}`,
  account: "/account",
  watchList: "/account/watch-list",
  wants: "/account/wants",
  paymentSuccess: "/payment-success",
  shipping: "/shipping",
  returns: "/returns",
  authenticity: "/authenticity",
  contact: "/contact",
  grading: "/grading",
  // A full page load: the shop server owns the sign-in page.
  login: "/api/login",
} as const
