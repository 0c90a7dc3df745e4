import { createHash } from "node:crypto"
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
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

  /** The variant made lately, or being made now, for this key. */
  peek(key: string): Promise<Buffer> | undefined {
    const entry = this.entries.get(key)
    return entry && Date.now() - entry.made <= this.ttlMs ? entry.image : undefined
  }

  getOrMake(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.peek(key)
    if (known) return known
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

/**
 * Variants written to disk once (docs/decisions/150, 219): the memory cache holds the recent
 * ones, and a picture's five widths for the whole catalogue, far more than memory could hold,
 * are made once and read back from here. A file is used for a day, then made again, so a
 * deleted picture stops being served.
 */
export class VariantDisk {
  private ready: Promise<unknown> | undefined

  constructor(
    private readonly dir: string,
    private readonly maxAgeMs = 24 * 60 * 60_000
  ) {}

  private file(key: string): string {
    return join(this.dir, `${createHash("sha256").update(key).digest("hex")}.webp`)
  }

  /** The variant written earlier, or undefined (none, too old, unreadable). */
  async read(key: string): Promise<Buffer | undefined> {
    const file = this.file(key)
    try {
      if (Date.now() - (await stat(file)).mtimeMs > this.maxAgeMs) return undefined
      return await readFile(file)
    } catch {
      return undefined
    }
  }

  /** Writes a variant whole or not at all (a rename), so a reader never sees half a file. */
  async write(key: string, image: Buffer): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true })
    await this.ready
    const file = this.file(key)
    const partial = `${file}.${process.pid}.${Date.now()}.part`
    await writeFile(partial, image)
    await rename(partial, file)
  }
}

/**
 * How many variants one client address may have made (not found in a cache) per minute: each
 * costs a rasterisation of up to half a second of CPU. Memory only: each shop server counts its own.
 */
export class UncachedBudget {
  private readonly used = new Map<string, { count: number; since: number }>()
  private sweptAt = 0

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = () => Date.now()
  ) {}

  /** Whether the address may have one more variant made now; counts it when so. */
  take(address: string): boolean {
    const now = this.now()
    // Past 10,000 addresses the ended minutes are swept, once a minute at most: a flood of fresh
    // addresses must not make every request walk all of them.
    if (this.used.size > 10_000 && now - this.sweptAt >= 60_000) {
      this.sweptAt = now
      for (const [key, entry] of this.used) if (now - entry.since >= 60_000) this.used.delete(key)
    }
    const entry = this.used.get(address)
    if (!entry || now - entry.since >= 60_000) {
      this.used.set(address, { count: 1, since: now })
      return this.perMinute >= 1
    }
    if (entry.count >= this.perMinute) return false
    entry.count += 1
    return true
  }
}
