import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react"
import type accountEnglish from "@/locales/account/en.json"
import type checkoutEnglish from "@/locales/checkout/en.json"
import type shopEnglish from "@/locales/shop/en.json"
import type staffEnglish from "@/locales/staff/en.json"
import { PageLoader } from "@/components/ui/page-loader"
import { i18nFor, isAreaLoaded, loadArea, type Area, type Values } from "./catalogues"
import type { Language } from "./language"

/** Every message's key; a key no English catalogue has does not typecheck. */
export type MessageId =
  keyof typeof shopEnglish | keyof typeof checkoutEnglish | keyof typeof accountEnglish | keyof typeof staffEnglish

export type Translate = (id: MessageId, values?: Values) => string

// English where nothing says otherwise: a component drawn alone (in a test) speaks the default.
const LanguageContext = createContext<Language>("en")

let shownLanguage: Language = "en"

/** Whether an area's messages in `language` are here; asks for them, and draws again once they are. */
function useAreaLoaded(area: Area, language: Language): boolean {
  const loaded = isAreaLoaded(area, language)
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (!loaded) void loadArea(area, language).then(arrived)
  }, [area, language, loaded])
  return loaded
}

/**
 * The page's language for everything below it, from its address. Draws nothing until the
 * shop's messages in that language are here; the first render and the language switcher
 * load them before they come here, and the server before it draws.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const loaded = useAreaLoaded("shop", language)
  useEffect(() => {
    shownLanguage = language
    document.documentElement.lang = language
  }, [language])
  if (!loaded) return null
  return <LanguageContext value={language}>{children}</LanguageContext>
}

export function useLanguage(): Language {
  return useContext(LanguageContext)
}

export function useT(): Translate {
  const language = useLanguage()
  return useMemo(() => {
    const i18n = i18nFor(language)
    return (id, values) => i18n._(id, values)
  }, [language])
}

/** Draws its children once an area's messages in the page's language have arrived. */
export function AreaMessages({ area, children }: { area: Area; children: ReactNode }) {
  const loaded = useAreaLoaded(area, useLanguage())
  return loaded ? children : <PageLoader />
}

/** For code outside components (a toast from a mutation): the browser's page's language. */
export function translateNow(id: MessageId, values?: Values): string {
  return i18nFor(shownLanguage)._(id, values)
}

export function shownPageLanguage(): Language {
  return shownLanguage
}
