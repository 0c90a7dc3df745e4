import type { CatalogueItem } from "../types"
import { bust, rosette } from "./motifs"
import { paperFor } from "./palette"
import { escapeXml, fitFont, hashOf } from "./text"
import type { Side } from "./coin-svg"

const W = 900
const H = 480
const SERIF = `font-family="Georgia, 'Times New Roman', serif"`
const MONO = `font-family="'Courier New', monospace"`
const SERIAL_RED = "#b3261e"

type Colours = ReturnType<typeof paperFor>

function text(value: string, x: number, y: number, size: number, fill: string, extra = ""): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle" ${SERIF} ${extra}>${escapeXml(value)}</text>`
}

/** Two letters and eight digits, derived from the handle so every note has its own. */
export function serialNumber(handle: string): string {
  const h = hashOf(handle)
  const letters = String.fromCharCode(65 + (h % 26), 65 + ((h >>> 5) % 26))
  const digits = String(hashOf(`${handle}#serial`) % 100_000_000).padStart(8, "0")
  return `${letters} ${digits}`
}

/** The numeral printed in the corners: "100" of "100 Francs", or the whole denomination. */
function cornerValue(denomination: string): string {
  const first = denomination.split(" ")[0]
  return /\d/.test(first) ? first : denomination
}

function frame(id: string, c: Colours): string {
  return [
    `<rect x="6" y="6" width="${W - 12}" height="${H - 12}" rx="10" fill="url(#${id}bg)" stroke="${c.ink}" stroke-width="2"/>`,
    `<path d="M 20,20 H ${W - 20} V ${H - 20} H 20 Z M 44,44 V ${H - 44} H ${W - 44} V 44 Z" fill="url(#${id}g)" fill-rule="evenodd" stroke="${c.ink}" stroke-width="1.5"/>`,
    `<rect x="52" y="52" width="${W - 104}" height="${H - 104}" fill="none" stroke="${c.accent}" stroke-width="1" stroke-dasharray="2 3"/>`,
  ].join("")
}

function corners(value: string, c: Colours, all: boolean): string {
  const size = fitFont(value, 90, 40)
  const spots: Array<[number, number]> = all
    ? [
        [105, 100],
        [W - 105, 100],
        [105, H - 80],
        [W - 105, H - 80],
      ]
    : [
        [105, 100],
        [W - 105, H - 80],
      ]
  return spots
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y - size / 3}" r="34" fill="${c.paper}" stroke="${c.ink}" stroke-width="1.5"/>${text(value, x, y, size, c.ink, `font-weight="bold"`)}`
    )
    .join("")
}

function obverse(item: CatalogueItem, id: string, c: Colours, hash: number): string {
  const polymer = item.material === "Polymer"
  const window = polymer
    ? `<rect x="96" y="160" width="110" height="170" rx="22" fill="#ffffff" opacity="0.65" stroke="${c.ink}" stroke-width="1.5"/>`
    : `<ellipse cx="151" cy="245" rx="62" ry="80" fill="${c.paper}" opacity="0.8"/><g transform="translate(151 245)" opacity="0.25">${rosette(56, 16, c.ink)}</g>`
  const serial = serialNumber(item.handle)
  return [
    `<g transform="translate(390 250)" opacity="0.35">${rosette(150, 28, c.accent)}</g>`,
    window,
    `<clipPath id="${id}o"><ellipse cx="705" cy="250" rx="104" ry="132"/></clipPath>`,
    `<ellipse cx="705" cy="250" rx="104" ry="132" fill="${c.tint}" stroke="${c.ink}" stroke-width="3"/>`,
    `<g clip-path="url(#${id}o)"><g transform="translate(705 262)">${bust({ fill: c.paper, line: c.ink, laurel: false, facingLeft: hash % 2 === 0, scale: 0.62 })}</g></g>`,
    text(
      item.country.toUpperCase(),
      400,
      100,
      fitFont(item.country, 420, 34, 0.8),
      c.ink,
      `font-weight="bold" letter-spacing="2"`
    ),
    text(item.denomination, 410, 265, fitFont(item.denomination, 430, 92), c.ink, `font-weight="bold"`),
    text(item.year, 410, 320, 30, c.ink),
    `<path d="M 330,380 c 20,-30 40,20 60,-8 s 30,10 50,-6" fill="none" stroke="${c.ink}" stroke-width="2"/>`,
    `<text x="150" y="${H - 62}" font-size="22" fill="${SERIAL_RED}" text-anchor="middle" ${MONO}>${serial}</text>`,
    `<text x="${W - 160}" y="78" font-size="22" fill="${SERIAL_RED}" text-anchor="middle" ${MONO}>${serial}</text>`,
    corners(cornerValue(item.denomination), c, false),
  ].join("")
}

function building(ink: string, fill: string): string {
  const columns = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${-105 + i * 38}" y="-40" width="14" height="100" fill="${fill}" stroke="${ink}" stroke-width="1.5"/>`
  )
  return [
    `<path d="M -130,-44 L 0,-110 L 130,-44 Z" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
    `<circle cx="0" cy="-68" r="12" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
    columns.join(""),
    `<rect x="-135" y="60" width="270" height="12" fill="${fill}" stroke="${ink}" stroke-width="1.5"/>`,
    `<rect x="-150" y="72" width="300" height="12" fill="${fill}" stroke="${ink}" stroke-width="1.5"/>`,
  ].join("")
}

function reverse(item: CatalogueItem, c: Colours): string {
  return [
    `<g transform="translate(${W / 2} ${H / 2})" opacity="0.4">${rosette(190, 36, c.accent)}</g>`,
    `<g transform="translate(270 250)">${building(c.ink, c.tint)}</g>`,
    text(item.denomination, 640, 240, fitFont(item.denomination, 330, 84), c.ink, `font-weight="bold"`),
    text(item.year, 640, 292, 28, c.ink),
    text(item.country.toUpperCase(), W / 2, H - 72, fitFont(item.country, 480, 26, 0.8), c.ink, `letter-spacing="3"`),
    text(item.catalogueRef, W / 2, 84, 15, c.ink, `opacity="0.7" letter-spacing="1"`),
    corners(cornerValue(item.denomination), c, true),
  ].join("")
}

/** A banknote seen from one side, 900 x 480. */
export function banknoteSvg(item: CatalogueItem, side: Side): string {
  const hash = hashOf(item.handle)
  const hue = (hashOf(`${item.country}|${item.denomination}`) % 360) + (side === "reverse" ? 35 : 0)
  const c = paperFor(hue)
  const id = `n${hash.toString(36)}${side[0]}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">`,
    `<title>${escapeXml(`${item.title} (${side})`)}</title>`,
    `<defs>`,
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.paper}"/><stop offset="1" stop-color="${c.tint}"/></linearGradient>`,
    `<pattern id="${id}g" width="24" height="24" patternUnits="userSpaceOnUse">`,
    `<rect width="24" height="24" fill="${c.tint}"/>`,
    `<circle cx="12" cy="12" r="11" fill="none" stroke="${c.accent}" stroke-width="1.2"/>`,
    `<circle cx="0" cy="0" r="11" fill="none" stroke="${c.ink}" stroke-width="0.8"/><circle cx="24" cy="24" r="11" fill="none" stroke="${c.ink}" stroke-width="0.8"/>`,
    `<circle cx="24" cy="0" r="11" fill="none" stroke="${c.ink}" stroke-width="0.8"/><circle cx="0" cy="24" r="11" fill="none" stroke="${c.ink}" stroke-width="0.8"/>`,
    `</pattern>`,
    `</defs>`,
    frame(id, c),
    side === "obverse" ? obverse(item, id, c, hash) : reverse(item, c),
    `</svg>`,
  ].join("")
}
