import { MedusaService } from "@medusajs/framework/utils"
import { CatalogueTerm } from "./models/catalogue-term"
import { CollectorItem } from "./models/collector-item"

export type TermKind = "country" | "material"
export type Term = { id: string; kind: TermKind; value: string }

export default class NumismaticsModuleService extends MedusaService({ CollectorItem, CatalogueTerm }) {
  /**
   * The terms of the given countries and materials, each created when first met. Two syncs may
   * meet a new value at once: the one that loses the unique index creates nothing of its batch,
   * so it reads again and creates what is still missing (the winner's rows are there by then).
   */
  async termsOf(wanted: { kind: TermKind; value: string }[]): Promise<Term[]> {
    if (!wanted.length) return []
    const read = async () =>
      (await this.listCatalogueTerms(
        { value: [...new Set(wanted.map((w) => w.value))] },
        { select: ["id", "kind", "value"] }
      )) as Term[]
    const key = (t: { kind: string; value: string }) => `${t.kind}\u0000${t.value}`
    for (let attempt = 1; ; attempt++) {
      const found = await read()
      const known = new Set(found.map(key))
      const missing = [...new Map(wanted.filter((w) => !known.has(key(w))).map((w) => [key(w), w])).values()]
      if (!missing.length) return found
      try {
        return [...found, ...((await this.createCatalogueTerms(missing)) as Term[])]
      } catch (error) {
        // Another sync created some of them meanwhile: read again. Anything else is a real failure.
        const now = new Set((await read()).map(key))
        if (attempt >= 5 || !missing.some((m) => now.has(key(m)))) throw error
      }
    }
  }
}
