/** Lower case without accents, the way the catalogue index folds text. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase()
}

/** A LIKE pattern matching the text anywhere, with LIKE's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
