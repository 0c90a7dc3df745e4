import { fireEvent, screen } from "@testing-library/react"
import { setupI18n } from "@lingui/core"
import shopEnglish from "virtual:catalogue/shop/en"
import { pathsFor } from "@/config/paths"
import { CATEGORIES } from "@/testing/fixtures"
import { mockFetch } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"
import { i18nFor, loadArea, overEnglish } from "./catalogues"
import { localisePath, splitLanguage } from "./language"

const urlOf = (input: RequestInfo | URL) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url)

const EMPTY_LIST = { products: [], total: 0, page: 1, limit: 24 }

function mockShop() {
  return mockFetch({
    "/api/categories": CATEGORIES,
    "/api/products": EMPTY_LIST,
    "/api/filters": { categories: [], countries: [], materials: [] },
    "/api/config": { supportPhone: "", supportEmail: "", card: { enabled: false, publishableKey: null } },
  })
}

describe("addresses in three languages", () => {
  it("reads the language from the path's prefix, English without one", () => {
    expect(splitLanguage("/de/products/coins")).toEqual({ language: "de", path: "/products/coins" })
    expect(splitLanguage("/fr")).toEqual({ language: "fr", path: "/" })
    expect(splitLanguage("/products")).toEqual({ language: "en", path: "/products" })
    expect(splitLanguage("/design/x")).toEqual({ language: "en", path: "/design/x" })
    expect(splitLanguage("/es/products")).toEqual({ language: "en", path: "/es/products" })
  })

  it("puts an address into a language", () => {
    expect(localisePath("/", "de")).toBe("/de")
    expect(localisePath("/?x=1", "fr")).toBe("/fr?x=1")
    expect(localisePath("/products?search=as", "fr")).toBe("/fr/products?search=as")
    expect(localisePath("/products", "en")).toBe("/products")
  })

  it("builds every link in the page's language", () => {
    expect(pathsFor("en").products({ category: "ancient-coins", sort: "newest" })).toBe("/products/ancient-coins?sort=newest")
    expect(pathsFor("de").products({ category: "ancient-coins", sort: "newest" })).toBe("/de/products/ancient-coins?sort=newest")
    expect(pathsFor("fr").product("aureus-of-nero")).toBe("/fr/product/aureus-of-nero")
    expect(pathsFor("de").home).toBe("/de")
    expect(pathsFor("fr").adminOrder("order_1")).toBe("/fr/admin/orders/order_1")
    expect(pathsFor("de").login).toBe("/api/login")
  })

  it("shows a German page under /de, with German links, German catalogue reads and <html lang>", async () => {
    const fetchMock = mockShop()
    renderApp("/de/products")
    expect(await screen.findByRole("heading", { level: 1, name: "Alle Produkte" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Numismatic Shop/ })).toHaveAttribute("href", "/de")
    expect(screen.getByRole("link", { name: "Versandinformationen" })).toHaveAttribute("href", "/de/shipping")
    expect(document.documentElement.lang).toBe("de")
    const asked = fetchMock.mock.calls.map(([url]) => urlOf(url))
    const reads = asked.filter((url) => /^\/api\/(products|categories|filters)\b/.test(url))
    expect(reads.length).toBeGreaterThanOrEqual(3)
    expect(reads.filter((url) => !new URL(url, "http://shop").searchParams.getAll("lang").includes("de"))).toEqual([])
  })

  it("asks English catalogue reads without lang", async () => {
    const fetchMock = mockShop()
    renderApp("/products")
    expect(await screen.findByRole("heading", { level: 1, name: "All Products" })).toBeInTheDocument()
    const asked = fetchMock.mock.calls.map(([url]) => urlOf(url))
    expect(asked.some((url) => url.startsWith("/api/products"))).toBe(true)
    expect(asked.filter((url) => url.includes("lang="))).toEqual([])
  })

  it.each([
    ["/es/products", "Page Not Found"],
    ["/de/no-such-page", "Seite nicht gefunden"],
    ["/fr/products/coins/extra", "Page introuvable"],
  ])("shows the 404 page at %s", async (url, heading) => {
    mockShop()
    renderApp(url)
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument()
  })
})

describe("the language switcher", () => {
  it("goes to the same page, query kept, in the chosen language and keeps the choice in the cookie", async () => {
    mockShop()
    document.cookie = "shop_language=; max-age=0; path=/"
    const { router } = renderApp("/de/products?search=aureus")
    await screen.findByRole("heading", { level: 1, name: "Suchergebnisse für „aureus“" })
    expect(screen.getByRole("navigation", { name: "Sprache" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/products?search=aureus")
    fireEvent.click(screen.getByRole("link", { name: "Français" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Résultats de recherche pour « aureus »" })).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe("/fr/products?search=aureus")
    expect(document.cookie).toContain("shop_language=fr")
    expect(screen.getByRole("navigation", { name: "Langue" })).toBeInTheDocument()
  })
})

describe("a message a translation lacks", () => {
  it("shows in English, never as its key", async () => {
    const i18n = setupI18n({ locale: "de", messages: { de: overEnglish(shopEnglish, { "cart.add": "In den Warenkorb" }) } })
    expect(i18n._("cart.add")).toBe("In den Warenkorb")
    expect(i18n._("cart.empty")).toBe("Your cart is empty")
  })

  it("never shows a key in German or French for any of the shop's messages", async () => {
    await Promise.all([loadArea("shop", "de"), loadArea("shop", "fr")])
    for (const key of Object.keys(shopEnglish)) {
      expect(i18nFor("de")._(key)).not.toBe(key)
      expect(i18nFor("fr")._(key)).not.toBe(key)
    }
  })
})
