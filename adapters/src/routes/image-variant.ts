import sharp from "sharp"
import { IMAGE_WIDTHS } from "../contract/image-variants.js"

/** The width a `w` query asks for; undefined without one; "invalid" for any other value. */
export function requestedWidth(query: unknown): number | undefined | "invalid" {
  const value = (query as Record<string, unknown> | undefined)?.w
  if (value === undefined) return undefined
  const width = typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : NaN
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? width : "invalid"
}

export const WIDTH_MESSAGE = `w must be one of ${IMAGE_WIDTHS.join(", ")} (pixels)`

/**
 * The picture as WebP, `width` pixels wide. A vector is drawn at that width rather than
 * scaled from its own size; a raster is never enlarged. The browser then decodes a small
 * bitmap off its main thread instead of building an SVG document on it for every picture.
 */
export async function toWebp(source: Buffer, width: number): Promise<Buffer> {
  const options = { limitInputPixels: 40_000_000 }
  const meta = await sharp(source, options).metadata()
  const vector = meta.format === "svg"
  const density = vector && meta.width ? Math.min(1200, Math.ceil((72 * width) / meta.width)) : undefined
  return sharp(source, { ...options, ...(density ? { density } : {}) })
    .resize({ width, withoutEnlargement: !vector })
    .webp({ quality: 80, effort: 4 })
    .toBuffer()
}

/**
 * The variants made lately, by address and width. Medusa's file names carry the upload's
 * time, so a name's content does not change; an entry lives ten minutes, so a deleted
 * picture stops being served soon after. Requests for a variant still being made share
 * it: a page's first visitors start one fetch and one rasterisation, not one each.
 */
export class VariantCache {
  private readonly entries = new Map<string, { made: number; image: Promise<Buffer> }>()

  constructor(
    private readonly limit = 1000,
    private readonly ttlMs = 10 * 60_000
  ) {}

  getOrMake(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const entry = this.entries.get(key)
    if (entry && Date.now() - entry.made <= this.ttlMs) return entry.image
    const image = make()
    const made = { made: Date.now(), image }
    this.entries.delete(key)
    this.entries.set(key, made)
    // A failed one is not kept, so the next request tries again.
    image.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key)
    })
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!)
    return image
  }
}
