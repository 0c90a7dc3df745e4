/**
 * How VAT applies to a piece when it is sold (decision 206): the margin scheme for
 * collectors' pieces bought second-hand, the exemption for investment gold, or the
 * standard rate. Pure, so the admin bundle, the API and the invoices share it.
 */
export const VAT_TREATMENTS = ["margin_scheme", "investment_gold", "standard"] as const
export type VatTreatment = (typeof VAT_TREATMENTS)[number]

export const VAT_TREATMENT_LABELS: Record<VatTreatment, string> = {
  margin_scheme: "Margin scheme (second-hand collector's piece)",
  investment_gold: "Investment gold (exempt)",
  standard: "Standard VAT",
}

export const DEFAULT_VAT_TREATMENT: VatTreatment = "standard"

export const isVatTreatment = (value: unknown): value is VatTreatment =>
  typeof value === "string" && (VAT_TREATMENTS as readonly string[]).includes(value)
