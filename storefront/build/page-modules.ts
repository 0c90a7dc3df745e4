import { relative } from "node:path"
import type { Plugin } from "vite"

/**
 * Which file holds each page's module (`src/app/routes/*.tsx`), written beside Vite's manifest
 * as `.vite/page-modules.json`, for the shop server to name a page's code in its head
 * (adapters/src/web/module-preloads.ts). The manifest keys a lazily loaded module by its path
 * only when the file is that module's alone: the checkout's file also holds code its card payment
 * loads later, so the manifest knew it only by the file's name, and the checkout's page named none
 * of its code.
 */
export function pageModules(): Plugin {
  let root = ""
  return {
    name: "page-modules",
    apply: "build",
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue
        for (const id of chunk.moduleIds) {
          const path = relative(root, id)
          if (path.startsWith("src/app/routes/")) files[path] = chunk.fileName
        }
      }
      this.emitFile({ type: "asset", fileName: ".vite/page-modules.json", source: JSON.stringify(files, null, 2) })
    },
  }
}
