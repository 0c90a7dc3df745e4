// Enforces the one-way import flow of the storefront (shared → features → app):
// a feature never reaches into another feature, shared code never into a
// feature or the app, and features keep no barrel files. Test helpers under
// src/testing may import anything.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
import { fileURLToPath } from "node:url"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const src = join(root, "src")
const SHARED = ["components", "config", "hooks", "lib"]

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

function layerOf(path) {
  const [top, feature] = relative(src, path).split(sep)
  if (top === "features") return { layer: "features", feature }
  if (top === "app") return { layer: "app" }
  if (top === "testing") return { layer: "testing" }
  if (SHARED.includes(top)) return { layer: "shared" }
  return { layer: "other" }
}

function target(from, specifier) {
  if (specifier.startsWith("@/")) return join(src, specifier.slice(2))
  if (specifier.startsWith(".")) return resolve(dirname(from), specifier)
  return null
}

const problems = []
for (const file of files(src)) {
  const rel = relative(root, file)
  const from = layerOf(file)
  if (from.layer === "features" && /^index\.tsx?$/.test(file.split(sep).pop())) {
    problems.push(`${rel}: no barrel files in features`)
  }
  if (from.layer === "testing") continue
  const text = readFileSync(file, "utf8")
  for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const path = target(file, specifier)
    if (!path) continue
    const to = layerOf(path)
    const bad =
      (from.layer === "shared" && (to.layer === "features" || to.layer === "app")) ||
      (from.layer === "features" && to.layer === "app") ||
      (from.layer === "features" && to.layer === "features" && to.feature !== from.feature)
    if (bad) problems.push(`${rel}: may not import ${specifier}`)
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"))
  process.exit(1)
}
console.log("imports flow shared → features → app")
