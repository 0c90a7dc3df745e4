/**
 * A catalogue reference as dealers write it ("KM# 73", "Pick# 12a", "RIC II 207",
 * "N# 1196") read into the catalogue's full name and the number, with a link for
 * the catalogues that publish a page per number (Numista).
 */

export type CatalogueReference = { catalogue: string; reference: string; url?: string }

type Catalogue = { pattern: RegExp; name: string; url?: (number: string) => string }

const CATALOGUES: Catalogue[] = [
  {
    pattern: /^N#\s*(\d+)$/i,
    name: "Numista",
    url: (number) => `https://en.numista.com/catalogue/pieces${number}.html`,
  },
  { pattern: /^KM#?\s/i, name: "Krause, Standard Catalog of World Coins" },
  { pattern: /^Y#?\s/i, name: "Yeoman, Modern World Coins (Krause's Y numbers)" },
  { pattern: /^(Pick#?|P#)\s/i, name: "Pick, Standard Catalog of World Paper Money" },
  { pattern: /^RIC\s/i, name: "Roman Imperial Coinage" },
  { pattern: /^RPC\s/i, name: "Roman Provincial Coinage" },
  { pattern: /^(Crawford|RRC)\s/i, name: "Crawford, Roman Republican Coinage" },
  { pattern: /^(Sear|SCV)\s/i, name: "Sear, Roman Coins and their Values" },
  { pattern: /^S\.\s/, name: "Spink, Coins of England and the United Kingdom" },
  { pattern: /^SC\s/, name: "Houghton and Lorber, Seleucid Coins" },
  { pattern: /^(Friedberg|Fr\.)\s/i, name: "Friedberg, Gold Coins of the World" },
  { pattern: /^Price\s/i, name: "Price, The Coinage of Alexander the Great and Philip III" },
  { pattern: /^Sellwood\s/i, name: "Sellwood, An Introduction to the Coinage of Parthia" },
  { pattern: /^Svoronos\s/i, name: "Svoronos, The Coins of the Ptolemaic Kingdom" },
]

/** The catalogue behind a reference; null when the shop does not know its abbreviation (it is then shown as written). */
export function readCatalogueReference(raw: string): CatalogueReference | null {
  const reference = raw.trim().replace(/\s+/g, " ")
  for (const { pattern, name, url } of CATALOGUES) {
    const match = pattern.exec(reference)
    if (!match) continue
    return url && match[1] ? { catalogue: name, reference, url: url(match[1]) } : { catalogue: name, reference }
  }
  return null
}
