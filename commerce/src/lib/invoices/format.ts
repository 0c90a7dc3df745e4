/** "€1,249.00" for 124900 cents of EUR. */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100)
}

/** "25 November 2026" in the seller's time zone. */
export function day(iso: string, timeZone = "Europe/Berlin"): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone }).format(new Date(iso))
}
