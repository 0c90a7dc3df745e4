import { PLACEHOLDER_IMAGE } from "../contract/image-variants.js"

export { PLACEHOLDER_IMAGE }

/**
 * Medusa's file module answers with absolute URLs on its own origin
 * (http://medusa:9000/static/x.svg). The shop server proxies /static/*, so the
 * browser gets a same-origin path; any other URL (a CDN) is kept as it is.
 */
export function toShopImageUrl(url: string, medusaUrl: string): string {
  let parsed: URL
  try {
    parsed = new URL(url, medusaUrl)
  } catch {
    return url
  }
  // Loopback hosts count as Medusa's own: its file module writes the URL from
  // MEDUSA_BACKEND_URL, which on one machine need not match the port we call.
  const fromMedusa = parsed.host === hostOf(medusaUrl) || LOOPBACK.has(parsed.hostname)
  if (fromMedusa && parsed.pathname.startsWith("/static/")) return `${parsed.pathname}${parsed.search}`
  return parsed.toString()
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

// Medusa's host, parsed once for the address the server calls, not for every picture of a page.
let medusa: { url: string; host: string } | undefined
function hostOf(medusaUrl: string): string {
  if (medusa?.url !== medusaUrl) medusa = { url: medusaUrl, host: new URL(medusaUrl).host }
  return medusa.host
}

/** Obverse first, reverse second; the back falls back to the front, then to the placeholder. */
export function frontAndBack(images: string[], medusaUrl: string): { frontImageUrl: string; backImageUrl: string } {
  // Only the first two are shown; the rest are not worth a parse.
  const [front, back] = images.slice(0, 2).map((url) => toShopImageUrl(url, medusaUrl))
  const frontImageUrl = front ?? PLACEHOLDER_IMAGE
  return { frontImageUrl, backImageUrl: back ?? frontImageUrl }
}
