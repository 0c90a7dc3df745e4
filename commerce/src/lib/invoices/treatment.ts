import type { VatTreatment } from "../../modules/numismatics/vat-treatment"

export { isVatTreatment, type VatTreatment } from "../../modules/numismatics/vat-treatment"

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

/** The VAT included in a VAT-inclusive amount at `ratePercent`, in cents. */
export const includedVat = (grossCents: number, ratePercent: number) =>
  Math.round((grossCents * ratePercent) / (100 + ratePercent))
