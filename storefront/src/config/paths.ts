import { useMemo } from "react"
import { localisePath, type Language } from "@/i18n/language"
import { useLanguage } from "@/i18n/react"

export type ProductsLinkOptions = {
  category?: string
  search?: string
  sort?: string
  /** Only the pieces listed since the collector's previous visit. */
  newSinceVisit?: boolean
}

/** Every address the SPA links to, in one place, in `language` (German and French ones behind /de and /fr). */
export function pathsFor(language: Language) {
  const at = (path: string) => localisePath(path, language)
  return {
    home: at("/"),
    products: ({ category, search, sort, newSinceVisit }: ProductsLinkOptions = {}): string => {
      const base = category ? `/products/${encodeURIComponent(category)}` : "/products"
      const query = new URLSearchParams()
      if (search) query.set("search", search)
      if (sort) query.set("sort", sort)
      if (newSinceVisit) query.set("new", "1")
      const qs = query.toString()
      return at(qs ? `${base}?${qs}` : base)
    },
    product: (handle: string): string => at(`/product/${encodeURIComponent(handle)}`),
    checkout: at("/checkout"),
    admin: at("/admin"),
    adminOrder: (id: string): string => at(`/admin/orders/${encodeURIComponent(id)}`),
    account: at("/account"),
    addresses: at("/account/addresses"),
    watchList: at("/account/watch-list"),
    wants: at("/account/wants"),
    paymentSuccess: at("/payment-success"),
    signIn: at("/sign-in"),
    register: at("/register"),
    forgotPassword: at("/forgot-password"),
    shipping: at("/shipping"),
    returns: at("/returns"),
    authenticity: at("/authenticity"),
    contact: at("/contact"),
    grading: at("/grading"),
    // A full page load: the shop server owns the sign-in page.
    login: "/api/login",
  } as const
}

export type Paths = ReturnType<typeof pathsFor>

const ALL = { en: pathsFor("en"), de: pathsFor("de"), fr: pathsFor("fr") }

/** The addresses in the page's language. */
export function usePaths(): Paths {
  const language = useLanguage()
  return useMemo(() => ALL[language], [language])
}
