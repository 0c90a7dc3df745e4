import type { Language } from "../../lib/languages"

/** The text search configuration of each language (the read model's migrations create them). */
export const SEARCH_CONFIG: Record<Language, string> = {
  en: "catalogue_search",
  de: "catalogue_search_de",
  fr: "catalogue_search_fr",
}

/** The generated search vector of each language. */
export const SEARCH_VECTOR: Record<Language, string> = {
  en: "search_vector",
  de: "search_vector_de",
  fr: "search_vector_fr",
}
