import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { modulePreloader } from "./module-preloads.js"

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function storefrontWith(manifest: Record<string, unknown>, pageModules?: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), "preloads-"))
  mkdirSync(join(dir, ".vite"))
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest))
  if (pageModules) writeFileSync(join(dir, ".vite", "page-modules.json"), JSON.stringify(pageModules))
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
    expect(preloadsOf(["src/routes/products.tsx"])).toEqual(["/assets/products.js", "/assets/dialog.js"])
  })

  it("find a page's code in a file it shares, and its messages", () => {
    const preloadsOf = modulePreloader(
      storefrontWith(
        {
          "index.html": { file: "assets/index.js", isEntry: true, dynamicImports: ["_start.js"] },
          "_start.js": { file: "assets/start.js", dynamicImports: ["_checkout.js", "virtual:catalogue/checkout/de"] },
          // The checkout's module shares its file with code its card payment loads later: keyed by the file's name.
          "_checkout.js": { file: "assets/checkout.js", imports: ["_start.js", "_address-fields.js"], isDynamicEntry: true },
          "_address-fields.js": { file: "assets/address-fields.js" },
          "virtual:catalogue/checkout/de": { file: "assets/de.js", isDynamicEntry: true },
        },
        { "src/app/routes/checkout.tsx": "assets/checkout.js" }
      )
    )
    expect(preloadsOf(["src/app/routes/checkout.tsx", "virtual:catalogue/checkout/de", undefined])).toEqual([
      "/assets/checkout.js",
      "/assets/address-fields.js",
      "/assets/de.js",
    ])
    expect(preloadsOf(["src/app/routes/no-such-page.tsx"])).toEqual([])
  })
})
