/**
 * What every reader of an order (the e-mails, the papers) makes of Medusa's rows the same way:
 * the address as printed lines and how the order is paid.
 */

/** The fields every reader of an order reads: the buyer, the lines, the totals, where it goes and how it is paid. */
export const ORDER_READING_FIELDS = [
  "id",
  "email",
  "created_at",
  "status",
  "total",
  "shipping_total",
  "items.title",
  "items.product_title",
  "items.quantity",
  "items.total",
  "shipping_methods.name",
  "shipping_address.*",
  "payment_collections.payment_sessions.provider_id",
]

export type AddressRow = Record<string, string | null | undefined> | null | undefined
type PaymentCollectionRow = { payment_sessions?: ({ provider_id?: string } | null)[] | null } | null

// One formatter for the process: building Intl.DisplayNames loads locale data each time.
const regionNames = new Intl.DisplayNames(["en"], { type: "region" })

/** "Germany" for "de"; the code itself, uppercased, when it names no region. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}

/** The shipping address as it is printed: name, company, street, town, province, country; empty lines left out. */
export function addressLines(a: AddressRow): string[] {
  if (!a) return []
  return [
    [a.first_name, a.last_name].filter(Boolean).join(" "),
    a.company,
    a.address_1,
    a.address_2,
    [a.postal_code, a.city].filter(Boolean).join(" "),
    a.province,
    a.country_code ? countryName(a.country_code) : "",
  ].filter((line): line is string => !!line && line.trim() !== "")
}

/** The payment providers an order's collections were offered, in order. */
export function providersOf(collections: PaymentCollectionRow[] | null | undefined): string[] {
  return (collections ?? []).flatMap((c) => (c?.payment_sessions ?? []).map((s) => s?.provider_id ?? ""))
}

/** A card when Stripe took part, else the shop's bank transfer (Medusa's manual provider). */
export const paidByCard = (providers: string[]) => providers.some((p) => p.startsWith("pp_stripe"))
