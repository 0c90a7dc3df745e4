import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { modulePreloader } from "./module-preloads.js"

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function storefrontWith(manifest: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), "preloads-"))
  mkdirSync(join(dir, ".vite"))
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest))
  return dir
}

describe("a page's module preloads", () => {
  it("name the page's own code, not the start's steps the page's head already names", () => {
    const preloadsOf = modulePreloader(
      storefrontWith({
        "index.html": { file: "assets/index.js", isEntry: true, dynamicImports: ["src/boot/react.ts", "src/start.tsx"] },
        "src/boot/react.ts": { file: "assets/react.js" },
        "src/start.tsx": { file: "assets/start.js", imports: ["src/boot/react.ts"], dynamicImports: ["src/routes/products.tsx"] },
        "src/routes/products.tsx": { file: "assets/products.js", imports: ["src/start.tsx", "_dialog.js"] },
        "_dialog.js": { file: "assets/dialog.js", imports: ["src/boot/react.ts"] },
      })
    )
    expect(preloadsOf("src/routes/products.tsx")).toEqual(["/assets/products.js", "/assets/dialog.js"])
  })
})
