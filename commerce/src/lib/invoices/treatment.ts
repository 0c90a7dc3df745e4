/** How VAT applies to one piece (the collector field `vat_treatment`). */
export const VAT_TREATMENTS = ["margin_scheme", "investment_gold", "standard"] as const
export type VatTreatment = (typeof VAT_TREATMENTS)[number]

export const TREATMENT_LABELS: Record<VatTreatment, string> = {
  margin_scheme: "Margin scheme",
  investment_gold: "Investment gold, exempt",
  standard: "Standard VAT",
}

/** What the invoice must say of a piece sold under each treatment; standard pieces show their VAT instead. */
export const STATUTORY_NOTES: Record<Exclude<VatTreatment, "standard">, string> = {
  margin_scheme:
    "Margin scheme – Second-hand goods / Sonderregelung für Gebrauchtgegenstände (Art. 313 ff. Directive 2006/112/EC, § 25a UStG). No VAT is shown.",
  investment_gold: "Exempt investment gold / Steuerfreie Lieferung von Anlagegold (Art. 346 Directive 2006/112/EC, § 25c UStG).",
}

export const isVatTreatment = (value: unknown): value is VatTreatment =>
  typeof value === "string" && (VAT_TREATMENTS as readonly string[]).includes(value)

/** The VAT included in a VAT-inclusive amount at `ratePercent`, in cents. */
export const includedVat = (grossCents: number, ratePercent: number) =>
  Math.round((grossCents * ratePercent) / (100 + ratePercent))
