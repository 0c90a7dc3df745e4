/** Small drawing pieces shared by the coin and banknote pictures; coordinates are centred on 0,0. */

const r1 = (n: number): number => Math.round(n * 10) / 10

/** A stylised head and shoulders facing right, about 240 units tall. */
const BUST =
  "M -58,118 C -72,80 -96,40 -96,-10 C -96,-82 -50,-122 10,-122 C 62,-122 90,-92 92,-46 " +
  "L 96,-22 L 120,10 L 99,20 L 103,35 L 96,42 L 101,53 C 99,69 86,80 70,83 " +
  "C 58,86 50,98 50,120 C 72,134 92,150 104,178 L -112,178 C -102,150 -82,130 -58,118 Z"

/** The hair over the crown and the back of the head. */
const HAIR =
  "M -96,-10 C -96,-82 -50,-122 10,-122 C 62,-122 90,-92 92,-46 C 74,-66 46,-80 14,-76 " +
  "C -26,-70 -44,-40 -50,-6 C -56,30 -70,62 -84,74 C -94,50 -96,24 -96,-10 Z"

export function bust(opts: { fill: string; line: string; laurel: boolean; facingLeft: boolean; scale: number }): string {
  const { fill, line, laurel, facingLeft, scale } = opts
  const flip = facingLeft ? -scale : scale
  const curls = [-78, -52, -26, 0, 24]
    .map((x, i) => `<path d="M ${x},${-104 + i * 4} q 18,18 4,42" fill="none" stroke="${line}" stroke-width="3" opacity="0.7"/>`)
    .join("")
  const hair = `<path d="${HAIR}" fill="${line}" opacity="0.22"/>${curls}`
  const leaves = laurel
    ? Array.from({ length: 9 }, (_, i) => {
        const a = (-160 + i * 17) * (Math.PI / 180)
        const x = r1(-8 + 98 * Math.cos(a))
        const y = r1(-18 + 98 * Math.sin(a))
        return `<ellipse cx="${x}" cy="${y}" rx="15" ry="6" transform="rotate(${-70 + i * 17} ${x} ${y})" fill="${fill}" stroke="${line}" stroke-width="2"/>`
      }).join("") + `<path d="M -96,-14 q -26,28 -16,60 M -96,-14 q -10,34 6,58" fill="none" stroke="${line}" stroke-width="3"/>`
    : ""
  return (
    `<g transform="scale(${r1(flip * 100) / 100} ${scale})">` +
    `<path d="${BUST}" fill="${fill}" stroke="${line}" stroke-width="3"/>` +
    hair +
    `<ellipse cx="-8" cy="4" rx="13" ry="21" fill="none" stroke="${line}" stroke-width="3"/>` +
    `<path d="M 58,-24 q 10,-6 20,0" fill="none" stroke="${line}" stroke-width="3"/>` +
    `<path d="M -104,172 L 100,172" stroke="${line}" stroke-width="2" opacity="0.5"/>` +
    leaves +
    `</g>`
  )
}

/** Two branches of leaves climbing from the bottom of a circle of the given radius. */
export function wreath(radius: number, fill: string, line: string): string {
  const leaves: string[] = []
  for (const side of [-1, 1]) {
    for (let i = 0; i < 11; i++) {
      const a = (90 + side * (18 + i * 11)) * (Math.PI / 180)
      const x = r1(radius * Math.cos(a))
      const y = r1(radius * Math.sin(a))
      const tilt = r1((a * 180) / Math.PI + side * 60)
      leaves.push(
        `<ellipse cx="${x}" cy="${y}" rx="16" ry="6" transform="rotate(${tilt} ${x} ${y})" fill="${fill}" stroke="${line}" stroke-width="1.6"/>`
      )
    }
  }
  return `<g>${leaves.join("")}<circle cx="0" cy="${radius}" r="7" fill="${fill}" stroke="${line}" stroke-width="2"/></g>`
}

/** Beads around a rim. */
export function beads(radius: number, count: number, size: number, fill: string): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * 2 * Math.PI
    return `<circle cx="${r1(radius * Math.cos(a))}" cy="${r1(radius * Math.sin(a))}" r="${size}" fill="${fill}"/>`
  }).join("")
}

/** A guilloché-like rosette: rotated ellipses overlapping around a point. */
export function rosette(radius: number, petals: number, stroke: string, width = 1.2): string {
  return Array.from(
    { length: petals },
    (_, i) =>
      `<ellipse rx="${radius}" ry="${r1(radius * 0.38)}" transform="rotate(${r1((180 / petals) * i)})" fill="none" stroke="${stroke}" stroke-width="${width}"/>`
  ).join("")
}
