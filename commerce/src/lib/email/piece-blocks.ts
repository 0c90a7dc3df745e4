import { gradeBand } from "../../modules/catalogue-index/grade-words"
import type { MailText } from "./i18n"
import type { Block } from "./layout"
import type { MessageKey } from "./messages/en"
import type { ShopSettings } from "./settings"

/** What the e-mails about one piece show of it. */
export type MailedPiece = { title: string; handle: string; grade: string | null; images: string[] }

const absolute = (url: string, shop: ShopSettings) =>
  /^https?:\/\//.test(url) ? url : `${shop.shopUrl}/${url.replace(/^\/+/, "")}`

/** The message naming each band of wear of the grading guide (modules/catalogue-index/grade-words.ts). */
const BAND_NAMES: Record<string, MessageKey> = {
  poor: "gradePoor",
  good: "gradeGood",
  "very-good": "gradeVeryGood",
  fine: "gradeFine",
  "very-fine": "gradeVeryFine",
  "extremely-fine": "gradeExtremelyFine",
  "about-uncirculated": "gradeAboutUncirculated",
  "mint-state": "gradeMintState",
  proof: "gradeProof",
}

/**
 * The shop's grade (its codes are English: "EF", "MS-65"), in German and French followed by what
 * the language calls its band of wear ("EF (Vorzüglich)"); free text as it is written.
 */
export function gradeIn(m: MailText, grade: string | null): string {
  if (!grade) return m.t("notGraded")
  const band = m.language === "en" ? undefined : BAND_NAMES[gradeBand(grade) ?? ""]
  return band ? m.t("gradeNamed", { grade, name: m.t(band) }) : grade
}

/** A piece's name, front image, grade, the price rows the e-mail gives, and its link (to its page in the e-mail's language). */
export function pieceBlocks(m: MailText, piece: MailedPiece, priceRows: [string, string][], shop: ShopSettings): Block[] {
  const front = piece.images[0]
  return [
    { kind: "heading", text: piece.title },
    ...(front ? [{ kind: "image", url: absolute(front, shop), alt: m.t("pieceFront", { title: piece.title }) } as Block] : []),
    { kind: "rows", rows: [[m.t("grade"), gradeIn(m, piece.grade)], ...priceRows] },
    { kind: "link", label: m.t("seePiece"), url: m.page(shop.shopUrl, `/product/${encodeURIComponent(piece.handle)}`) },
  ]
}
