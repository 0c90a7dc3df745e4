import type { CatalogueItem } from "../types"
import { beads, bust, wreath } from "./motifs"
import { metalFor, toneFor, type Metal } from "./palette"
import { clip, escapeXml, fitFont, hashOf } from "./text"

export type Side = "obverse" | "reverse"

const FONT = `font-family="Georgia, 'Times New Roman', serif"`

/** Text struck in relief: a light edge under the engraved letters. */
function embossed(text: string, x: number, y: number, size: number, metal: Metal, extra = ""): string {
  const attrs = `x="${x}" y="${y}" font-size="${size}" text-anchor="middle" ${FONT} ${extra}`
  const safe = escapeXml(text)
  return `<text ${attrs} fill="${metal.hi}" transform="translate(1.5 1.5)">${safe}</text><text ${attrs} fill="${metal.ink}">${safe}</text>`
}

/** Country and ruler, as the obverse legend of a coin names its issuer. */
function obverseLegend(item: CatalogueItem): string {
  const head = item.title.split(",")[0]
  // "Kingdom of Italy 5 Lire ..." already names the country: keep only what follows it.
  const prefixes = [item.country, item.country.replace(/\s*\(.*\)$/, ""), item.country.split(" ")[0]]
  const prefix = prefixes.find((p) => head.startsWith(`${p} `))
  const rest = prefix ? head.slice(prefix.length + 1) : head
  return clip(`${item.country} • ${rest}`.toUpperCase(), 52)
}

const reverseLegend = (item: CatalogueItem): string =>
  clip(`${item.mint ?? item.country} • ${item.catalogueRef}`.toUpperCase(), 52)

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const d = i % 2 === 0 ? r : r * 0.45
    return `${Math.round((cx + d * Math.cos(a)) * 10) / 10},${Math.round((cy + d * Math.sin(a)) * 10) / 10}`
  })
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`
}

function obverseMotif(item: CatalogueItem, metal: Metal, hash: number): string {
  const figure = bust({
    fill: metal.base,
    line: metal.lo,
    laurel: item.category === "Ancient Coins",
    facingLeft: hash % 2 === 1,
    scale: 0.94 + ((hash >> 3) % 8) / 100,
  })
  return `<g transform="translate(300 292)">${figure}</g>`
}

function reverseMotif(item: CatalogueItem, metal: Metal): string {
  const denomination = item.denomination
  const size = fitFont(denomination, 300, 80)
  const parts = [
    `<g transform="translate(300 300)">${wreath(168, metal.base, metal.lo)}</g>`,
    star(300, 150, 16, metal.lo),
    embossed(denomination, 300, 300, size, metal, `font-weight="bold"`),
    `<path d="M 220,${322} L 380,${322}" stroke="${metal.lo}" stroke-width="2"/>`,
    embossed(item.year, 300, 372, fitFont(item.year, 260, 40), metal),
  ]
  if (item.category === "Bullion" && item.weightGrams !== null) {
    parts.push(embossed(`${item.weightGrams} g ${item.material}`.toUpperCase(), 300, 412, 18, metal, `letter-spacing="2"`))
  }
  return parts.join("")
}

/** A struck round piece seen from one side, 600 x 600. */
export function coinSvg(item: CatalogueItem, side: Side): string {
  const hash = hashOf(item.handle)
  const metal = metalFor(item.material)
  const id = `c${hash.toString(36)}${side[0]}`
  const legend = side === "obverse" ? obverseLegend(item) : reverseLegend(item)
  const motif = side === "obverse" ? obverseMotif(item, metal, hash) : reverseMotif(item, metal)
  const legendAttrs = `font-size="28" letter-spacing="3" text-anchor="middle" ${FONT}`
  const legendPath = `<textPath href="#${id}p" xlink:href="#${id}p" startOffset="50%">${escapeXml(legend)}</textPath>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="600" viewBox="0 0 600 600" role="img">`,
    `<title>${escapeXml(`${item.title} (${side})`)}</title>`,
    `<defs>`,
    `<radialGradient id="${id}m" cx="${34 + (hash % 12)}%" cy="${30 + ((hash >> 5) % 12)}%" r="78%">`,
    `<stop offset="0" stop-color="${metal.hi}"/><stop offset="0.55" stop-color="${metal.base}"/><stop offset="1" stop-color="${metal.lo}"/>`,
    `</radialGradient>`,
    `<radialGradient id="${id}f" cx="40%" cy="36%" r="80%">`,
    `<stop offset="0" stop-color="${metal.hi}"/><stop offset="1" stop-color="${metal.base}"/>`,
    `</radialGradient>`,
    `<path id="${id}p" d="M 300,522 A 222,222 0 1 1 300,78 A 222,222 0 1 1 300,522" fill="none"/>`,
    `</defs>`,
    `<circle cx="306" cy="310" r="284" fill="#000" opacity="0.16"/>`,
    `<circle cx="300" cy="300" r="284" fill="url(#${id}m)" stroke="${metal.lo}" stroke-width="3"/>`,
    `<g transform="translate(300 300)">${beads(266, 100, 3.6, metal.lo)}</g>`,
    `<circle cx="300" cy="300" r="252" fill="url(#${id}f)" stroke="${metal.lo}" stroke-width="2.5"/>`,
    `<circle cx="300" cy="300" r="284" fill="${toneFor(hash)}" opacity="${(0.05 + ((hash >> 8) % 8) / 100).toFixed(2)}"/>`,
    `<text ${legendAttrs} fill="${metal.hi}" transform="translate(1.5 1.5)">${legendPath}</text>`,
    `<text ${legendAttrs} fill="${metal.ink}">${legendPath}</text>`,
    motif,
    `</svg>`,
  ].join("")
}
