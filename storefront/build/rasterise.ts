import { readdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import sharp from "sharp"
import type { Plugin } from "vite"

/**
 * Writes a WebP copy, `width` pixels wide, beside every SVG in the build's `folder`:
 * a browser builds an SVG picture as a document on its main thread, a WebP it decodes
 * off it (decision 150).
 */
export function rasterise(folder: string, width: number): Plugin {
  let outDir = "dist"
  return {
    name: "rasterise",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      const dir = join(outDir, folder)
      for (const name of readdirSync(dir).filter((n) => n.endsWith(".svg"))) {
        const meta = await sharp(join(dir, name)).metadata()
        const density = Math.ceil((72 * width) / (meta.width ?? width))
        const webp = await sharp(join(dir, name), { density }).resize({ width }).webp({ quality: 85 }).toBuffer()
        writeFileSync(join(dir, name.replace(/\.svg$/, ".webp")), webp)
      }
    },
  }
}
