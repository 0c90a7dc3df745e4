/**
 * Where a collector checks a slab's certificate on the grading service's own site.
 * NGC, PCGS, PMG and CGC publish a page per certificate number; ANACS and ICG
 * publish a verification form, so the link opens it and the number is shown to
 * enter there. Formats and why: docs/decisions/188-certificates-and-catalogues.md.
 */

export type CertificateLink = { service: string; url: string; numberInLink: boolean }

const PER_NUMBER: Record<string, (number: string) => string> = {
  NGC: (n) => `https://www.ngccoin.com/certlookup/${n}/`,
  PCGS: (n) => `https://www.pcgs.com/cert/${n}`,
  PMG: (n) => `https://www.pmgnotes.com/certlookup/${n}/`,
  CGC: (n) => `https://www.cgccomics.com/certlookup/${n}/`,
}

const FORM_ONLY: Record<string, string> = {
  ANACS: "https://anacs.com/certverification/",
  ICG: "https://www.icgcoin.com/certverification/",
}

/** The verification link for a certificate, or null when the service or the number is missing or unknown. */
export function certificateLink(service: string | null, certificate: string | null): CertificateLink | null {
  const name = service?.trim().toUpperCase()
  const number = certificate?.trim()
  // A certificate number is digits with dashes (NGC's "6155423-011"); anything else is not put into a link.
  if (!name || !number || !/^[0-9A-Za-z-]{1,40}$/.test(number)) return null
  const perNumber = PER_NUMBER[name]
  if (perNumber) return { service: name, url: perNumber(encodeURIComponent(number)), numberInLink: true }
  const form = FORM_ONLY[name]
  return form ? { service: name, url: form, numberInLink: false } : null
}
