import type { CatalogueItem } from "../types"
import { banknoteSvg } from "./banknote-svg"
import { coinSvg } from "./coin-svg"

/** The front picture of an item as a self-contained SVG document (no fonts or links to fetch). */
export function renderObverseSvg(item: CatalogueItem): string {
  return item.category === "Banknotes" ? banknoteSvg(item, "obverse") : coinSvg(item, "obverse")
}

/** The back picture of an item, visibly different from the front. */
export function renderReverseSvg(item: CatalogueItem): string {
  return item.category === "Banknotes" ? banknoteSvg(item, "reverse") : coinSvg(item, "reverse")
}
