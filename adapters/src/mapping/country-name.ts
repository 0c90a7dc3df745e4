const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" })

/**
 * The name a collector reads for an issuing country. Merchandisers may store an
 * ISO 3166 code ("FR") or a name ("Roman Empire"); codes become English names,
 * names stay as written.
 */
export function countryDisplayName(raw: string | null): string | null {
  const value = raw?.trim()
  if (!value) return null
  if (/^[A-Za-z]{2}$/.test(value)) {
    try {
      const name = regionNames.of(value.toUpperCase())
      return name && name !== "Unknown Region" ? name : value
    } catch {
      return value
    }
  }
  return value
}
