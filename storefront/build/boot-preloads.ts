import type { OutputBundle } from "rollup"
import type { Plugin } from "vite"

/**
 * The main script loads its steps with `import()` (src/main.tsx), which Vite's page names no file
 * of: this adds a modulepreload link for each step's file and the files they import, so the
 * browser fetches them all with the main script instead of one after another.
 */
export function bootPreloads(): Plugin {
  return {
    name: "boot-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return []
        const files = new Set<string>()
        for (const name of chunk.dynamicImports) collect(bundle, name, files)
        files.delete(chunk.fileName)
        return [...files].map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }))
      },
    },
  }
}

function collect(bundle: OutputBundle, name: string, files: Set<string>): void {
  const chunk = bundle[name]
  if (!chunk || chunk.type !== "chunk" || files.has(name)) return
  files.add(name)
  for (const imported of chunk.imports) collect(bundle, imported, files)
}
