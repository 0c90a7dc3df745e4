import shopEnglish from "virtual:catalogue/shop/en"
import { formatMessage, type CompiledMessage, type Values } from "./format-message"
import type { Language } from "./language"

export type { Values }

/** An area's messages in one language, compiled at build time (build/catalogues.ts). */
export type Messages = Record<string, CompiledMessage>

/** One language's messages: `_` fills one in; a key none of them has shows as itself. */
export type Catalogue = {
  _(id: string, values?: Values): string
  load(messages: Messages): void
}

/**
 * The catalogues are split by area so the home page carries only the shop's English texts:
 * the account pages' and the staff screens' texts arrive with their code, and German and
 * French ones only for a page shown in that language.
 */
export type Area = "shop" | "checkout" | "account" | "staff"

type Loader = () => Promise<{ default: Messages }>

const LOADERS: Record<Area, Record<Language, Loader>> = {
  shop: {
    en: () => Promise.resolve({ default: shopEnglish }),
    de: () => import("virtual:catalogue/shop/de"),
    fr: () => import("virtual:catalogue/shop/fr"),
  },
  checkout: {
    en: () => import("virtual:catalogue/checkout/en"),
    de: () => import("virtual:catalogue/checkout/de"),
    fr: () => import("virtual:catalogue/checkout/fr"),
  },
  account: {
    en: () => import("virtual:catalogue/account/en"),
    de: () => import("virtual:catalogue/account/de"),
    fr: () => import("virtual:catalogue/account/fr"),
  },
  staff: {
    en: () => import("virtual:catalogue/staff/en"),
    de: () => import("virtual:catalogue/staff/de"),
    fr: () => import("virtual:catalogue/staff/fr"),
  },
}

// One catalogue per language, each fixed to it: pages drawn at once in different languages on
// the server never share one whose language moves.
const instances = new Map<Language, Catalogue>()

function catalogueOf(language: Language, messages: Messages): Catalogue {
  return {
    _: (id, values = {}) => {
      const message = messages[id]
      return message === undefined ? id : formatMessage(message, values, language)
    },
    load: (more) => void Object.assign(messages, more),
  }
}

export function i18nFor(language: Language): Catalogue {
  let catalogue = instances.get(language)
  if (!catalogue) {
    catalogue = catalogueOf(language, language === "en" ? { ...shopEnglish } : {})
    instances.set(language, catalogue)
  }
  return catalogue
}

const loads = new Map<string, Promise<void>>()
const loaded = new Set<string>()
const areasInUse = new Set<Area>(["shop"])

/**
 * Loads an area's messages for `language`, each over the English ones: a message a
 * translation lacks shows in English, never as its key.
 */
export function loadArea(area: Area, language: Language): Promise<void> {
  areasInUse.add(area)
  const key = `${area}/${language}`
  let load = loads.get(key)
  if (!load) {
    load = Promise.all([LOADERS[area].en(), language === "en" ? undefined : LOADERS[area][language]()]).then(([english, own]) => {
      i18nFor(language).load(overEnglish(english.default, own?.default))
      loaded.add(key)
    })
    load.catch(() => loads.delete(key))
    loads.set(key, load)
  }
  return load
}

/** A language's messages laid over English's: a message the translation lacks stays English, never its key. */
export function overEnglish(english: Messages, own: Messages | undefined): Messages {
  return { ...english, ...own }
}

export function isAreaLoaded(area: Area, language: Language): boolean {
  return (area === "shop" && language === "en") || loaded.has(`${area}/${language}`)
}

/** Every area shown so far, in `language`: before a page in another language is drawn. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadArea(area, language)))
}

/** A translation function in `language`, for code outside components; English by default. */
export function translatorFor(language: Language = "en"): (id: string, values?: Values) => string {
  const i18n = i18nFor(language)
  return (id, values) => i18n._(id, values)
}
