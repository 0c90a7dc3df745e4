import { existsSync, readFileSync } from "node:fs"
import { resolve } from "node:path"

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>

/**
 * The files of a lazily loaded page module and of the chunks it imports, from
 * Vite's build manifest. Without them the browser learns of a page's code only
 * after the main script has run; with them it fetches both at once.
 */
export function modulePreloader(storefrontDir: string): (module: string | undefined) => string[] {
  const file = resolve(storefrontDir, ".vite", "manifest.json")
  if (!existsSync(file)) return () => []
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest
  // The entry, what it imports and the steps it loads (storefront/src/main.tsx) are already in index.html.
  const loaded = new Set<string>()
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue
    collect(manifest, chunk, loaded, new Set())
    for (const key of chunk.dynamicImports ?? []) if (manifest[key]) collect(manifest, manifest[key], loaded, new Set())
  }
  const cache = new Map<string, string[]>()
  return (module) => {
    if (!module || !manifest[module]) return []
    let files = cache.get(module)
    if (!files) {
      const found = new Set<string>()
      collect(manifest, manifest[module], found, new Set())
      files = [...found].filter((f) => !loaded.has(f)).map((f) => `/${f}`)
      cache.set(module, files)
    }
    return files
  }
}

function collect(manifest: Manifest, chunk: ManifestChunk, files: Set<string>, seen: Set<ManifestChunk>): void {
  if (seen.has(chunk)) return
  seen.add(chunk)
  files.add(chunk.file)
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key]
    if (imported) collect(manifest, imported, files, seen)
  }
}
