const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" }

/** Safe inside SVG text and attribute values alike. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c])
}

/** FNV-1a: a stable 32-bit number per string, so every picture is the same on every run. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Cuts long text at a word boundary and marks the cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:•·-]+$/, "")}…`
}

/** A font size at which the text fits the width; glyphs are about 0.6 em wide, capitals wider. */
export function fitFont(text: string, width: number, maxSize: number, em = 0.6): number {
  return Math.round(Math.min(maxSize, width / (Math.max(text.length, 1) * em)))
}
