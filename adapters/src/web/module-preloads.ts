import { existsSync, readFileSync } from "node:fs"
import { resolve } from "node:path"

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>

/**
 * The files of a page's lazily loaded modules (its own code, its messages) and of the chunks they
 * import, from Vite's build manifest. Without them the browser learns of a page's code only after
 * the main script has run; with them it fetches both at once.
 */
export function modulePreloader(storefrontDir: string): (modules: (string | undefined)[]) => string[] {
  const file = resolve(storefrontDir, ".vite", "manifest.json")
  if (!existsSync(file)) return () => []
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest
  const chunkOf = pageModuleChunks(storefrontDir, manifest)
  // The entry, what it imports and the steps it loads (storefront/src/main.tsx) are already in index.html.
  const loaded = new Set<string>()
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue
    collect(manifest, chunk, loaded, new Set())
    for (const key of chunk.dynamicImports ?? []) if (manifest[key]) collect(manifest, manifest[key], loaded, new Set())
  }
  const cache = new Map<string, string[]>()
  const filesOf = (module: string): string[] => {
    let files = cache.get(module)
    if (!files) {
      const found = new Set<string>()
      const chunk = manifest[module] ?? chunkOf.get(module)
      if (chunk) collect(manifest, chunk, found, new Set())
      files = [...found].filter((f) => !loaded.has(f)).map((f) => `/${f}`)
      cache.set(module, files)
    }
    return files
  }
  return (modules) => [...new Set(modules.flatMap((module) => (module ? filesOf(module) : [])))]
}

/**
 * A page module's chunk when the manifest does not key it by the module's path (its file holds
 * other code too), from the storefront build's `.vite/page-modules.json` (build/page-modules.ts).
 */
function pageModuleChunks(storefrontDir: string, manifest: Manifest): Map<string, ManifestChunk> {
  const file = resolve(storefrontDir, ".vite", "page-modules.json")
  if (!existsSync(file)) return new Map()
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const chunks = new Map<string, ManifestChunk>()
  for (const [module, chunkFile] of Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)) {
    const chunk = byFile.get(chunkFile)
    if (chunk) chunks.set(module, chunk)
  }
  return chunks
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
