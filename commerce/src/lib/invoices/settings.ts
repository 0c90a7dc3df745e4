/**
 * The seller's legal details that every invoice must carry, and how VAT is charged, from
 * the environment (see .env.example). The demo defaults describe a dealer based in
 * Germany (decision 206); a real shop sets its own.
 */
export function sellerSettings(env: NodeJS.ProcessEnv = process.env) {
  const rate = Number(env.SHOP_VAT_RATE ?? 19)
  return {
    legalName: env.SHOP_LEGAL_NAME || "Numismatic Shop GmbH",
    // Lines separated by commas or "|": "Münzgasse 12, 10117 Berlin, Germany".
    address: (env.SHOP_LEGAL_ADDRESS || "Münzgasse 12, 10117 Berlin, Germany").split(/\s*[|,\n]\s*/).filter(Boolean),
    vatId: env.SHOP_VAT_ID || "DE000000000",
    email: env.SUPPORT_EMAIL || "support@numismatic.shop",
    // The standard rate, in percent, included in standard-rated prices (prices are VAT-inclusive).
    vatRatePercent: Number.isFinite(rate) && rate >= 0 && rate < 100 ? rate : 19,
    // Where the books are kept: the year of an invoice number is that place's calendar year.
    timeZone: env.SHOP_TIME_ZONE || "Europe/Berlin",
  }
}
export type SellerSettings = ReturnType<typeof sellerSettings>
