import type { CatalogueItem } from "./types"

type Treatment = "margin_scheme" | "investment_gold" | "standard"

/**
 * The demo dealer's VAT treatment of a piece (decision 206): gold bullion coins are
 * investment gold; other bullion is bought new from the mints and sold at the standard
 * rate; every other piece (ancient, modern collector coins, banknotes, medals) was bought
 * second-hand from collectors and is sold under the margin scheme.
 */
export function vatTreatmentOf(item: Pick<CatalogueItem, "category" | "material">): Treatment {
  if (item.category === "Bullion") return /gold/i.test(item.material) ? "investment_gold" : "standard"
  return "margin_scheme"
}
