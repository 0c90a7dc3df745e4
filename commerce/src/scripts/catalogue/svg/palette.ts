/** Highlight, body, shadow and engraving colours of a struck surface. */
export type Metal = { hi: string; base: string; lo: string; ink: string }

const METALS: Array<[RegExp, Metal]> = [
  [/platinum|palladium/i, { hi: "#fbfbf9", base: "#d6d5cf", lo: "#8b8a84", ink: "#55544f" }],
  [/electrum/i, { hi: "#f6ecbd", base: "#cbb673", lo: "#7b6a2e", ink: "#4f441b" }],
  [/gold/i, { hi: "#fff3b0", base: "#d8a93b", lo: "#8a6213", ink: "#5a3f0a" }],
  [/billon|potin/i, { hi: "#e8e3d8", base: "#a79f90", lo: "#5e574b", ink: "#3c372e" }],
  [/nickel|acmonital|steel|bimetallic/i, { hi: "#f4f4f0", base: "#b8b9b3", lo: "#6c6d68", ink: "#41423e" }],
  [/silver/i, { hi: "#ffffff", base: "#c9cdd3", lo: "#7b818a", ink: "#444a52" }],
  [/alumin|zinc|tin|pewter|white metal/i, { hi: "#f1f3f4", base: "#aeb4b8", lo: "#6b7277", ink: "#3e4448" }],
  [/copper/i, { hi: "#f7c49c", base: "#b8693c", lo: "#6a3418", ink: "#3d1c0a" }],
  [/brass|orichalcum|gilt/i, { hi: "#fbe8a3", base: "#c7a447", lo: "#7a5f1f", ink: "#4a3912" }],
  [/porcelain|stoneware/i, { hi: "#e7b08a", base: "#9a502d", lo: "#592a14", ink: "#35180a" }],
]

const BRONZE: Metal = { hi: "#e9b27c", base: "#9b693b", lo: "#54351a", ink: "#31200e" }

/** The colours of a metal, from the item's material; bronze when it is none of the known ones. */
export function metalFor(material: string): Metal {
  return METALS.find(([pattern]) => pattern.test(material))?.[1] ?? BRONZE
}

/** Toning colours a collector sees on old silver and copper, picked by the item's hash. */
const TONES = ["#6a4fb3", "#2f7fa8", "#b5833a", "#9a3f5c", "#3f8f6a", "#8a6d3b", "#444a7a", "#b2553a"]

export const toneFor = (hash: number): string => TONES[hash % TONES.length]

/** Pastel paper, dark ink and an accent for a banknote, all from one hue. */
export function paperFor(hue: number): { paper: string; tint: string; ink: string; accent: string } {
  const h = Math.round(hue) % 360
  return {
    paper: `hsl(${h}, 42%, 88%)`,
    tint: `hsl(${(h + 25) % 360}, 45%, 78%)`,
    ink: `hsl(${h}, 55%, 24%)`,
    accent: `hsl(${(h + 150) % 360}, 40%, 45%)`,
  }
}
