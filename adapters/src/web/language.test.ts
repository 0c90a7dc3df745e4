import { describe, expect, it } from "vitest"
import { languageChoice, localizedPath, preferredLanguage, redirectLocation, splitLanguage } from "./language.js"

describe("a language's addresses", () => {
  it("reads the language from the prefix and leaves the English address behind it", () => {
    expect(splitLanguage("/de")).toEqual({ language: "de", path: "/" })
    expect(splitLanguage("/de/")).toEqual({ language: "de", path: "/" })
    expect(splitLanguage("/fr?x=1")).toEqual({ language: "fr", path: "/?x=1" })
    expect(splitLanguage("/de/products/coins?page=2")).toEqual({ language: "de", path: "/products/coins?page=2" })
    expect(splitLanguage("/fr/admin")).toEqual({ language: "fr", path: "/admin" })
    // Not a prefix: an English address, which no page has (the 404 page).
    for (const path of ["/es/products", "/xx", "/en/products", "/DE/products", "/deutsch", "/design", "/"]) {
      expect(splitLanguage(path), path).toEqual({ language: "en", path })
    }
    // One prefix only: the rest is the English address, whatever it is.
    expect(splitLanguage("/de/fr/products")).toEqual({ language: "de", path: "/fr/products" })
  })

  it("writes an English address in each language", () => {
    expect(localizedPath("en", "/products?page=2")).toBe("/products?page=2")
    expect(localizedPath("de", "/")).toBe("/de")
    expect(localizedPath("fr", "/?utm=x")).toBe("/fr?utm=x")
    expect(localizedPath("de", "/product/denarius")).toBe("/de/product/denarius")
    for (const path of ["/", "/products?page=2", "/product/a"]) expect(splitLanguage(localizedPath("fr", path)).path).toBe(path)
  })

  it("repeats an address in a redirect only when it is plain URL text, and always on this shop", () => {
    expect(redirectLocation("de", "/products?search=%3Cscript%3E")).toBe("/de/products?search=%3Cscript%3E")
    // Behind the prefix, even an address that reads as another host stays on this one.
    expect(redirectLocation("fr", "//evil.example/x")).toBe("/fr//evil.example/x")
    for (const url of ["/products?search=\u00e4", "/a b", "/x\r\nSet-Cookie: a=b", "/\u0000", "products"]) {
      expect(redirectLocation("de", url), url).toBeUndefined()
    }
  })
})

describe("Accept-Language", () => {
  it("chooses the shop's language the browser weighs highest, then names first", () => {
    expect(preferredLanguage("de-AT,de;q=0.9,en;q=0.8")).toBe("de")
    expect(preferredLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toBe("fr")
    expect(preferredLanguage("en-US,en;q=0.9,de;q=0.8")).toBe("en")
    expect(preferredLanguage("it, de;q=0.5, fr;q=0.6")).toBe("fr")
    expect(preferredLanguage("de;q=0.5, fr;q=0.5")).toBe("de")
    expect(preferredLanguage(["nl", "de;q=0.3"])).toBe("de")
  })

  it("names no language for none of the shop's, for refused ones and for garbage", () => {
    for (const header of [
      undefined,
      "",
      "*",
      "it-IT,it;q=0.9",
      "de;q=0",
      "de;q=2",
      "de;q=abc",
      "de;q=0.5;level=1",
      "d e, f*r",
      "<script>",
      ";;;,,,",
      `de;q=0.${"9".repeat(10)}`,
      `it,${"x".repeat(600)},de`,
    ]) {
      expect(preferredLanguage(header), String(header)).toBeUndefined()
    }
  })
})

describe("the kept choice", () => {
  it("sends a kept German or French choice to its address, and never moves a kept English one", () => {
    expect(languageChoice("de", "en")).toEqual({ redirectTo: "de" })
    expect(languageChoice("fr", undefined)).toEqual({ redirectTo: "fr" })
    expect(languageChoice("en", "de")).toEqual({})
  })

  it("follows Accept-Language once without a choice, and keeps what it chose", () => {
    expect(languageChoice(undefined, "de-DE,de;q=0.9")).toEqual({ redirectTo: "de", keep: "de" })
    expect(languageChoice(undefined, "fr")).toEqual({ redirectTo: "fr", keep: "fr" })
    expect(languageChoice(undefined, "en-GB")).toEqual({ keep: "en" })
    expect(languageChoice(undefined, "*")).toEqual({ keep: "en" })
  })

  it("chooses nothing for a request without Accept-Language, and takes a garbage cookie for none", () => {
    expect(languageChoice(undefined, undefined)).toEqual({})
    expect(languageChoice(undefined, "")).toEqual({})
    for (const cookie of ["es", "DE", "de; path=/", "", "../../etc", "%64%65"]) {
      expect(languageChoice(cookie, "de"), cookie).toEqual({ redirectTo: "de", keep: "de" })
      expect(languageChoice(cookie, undefined), cookie).toEqual({})
    }
  })
})
