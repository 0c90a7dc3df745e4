import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { ADAPTERS, COMMERCE, MEDUSA_SERVER, ROOT, STOREFRONT } from "./paths.mjs"
import { run } from "./processes.mjs"

const require = createRequire(import.meta.url)
export const MEDUSA_CLI = require.resolve("@medusajs/cli/cli.js", { paths: [COMMERCE] })

const SKIP = new Set(["node_modules", ".medusa", "dist", ".cache", "e2e", "test-results"])

/** The named files and folders of one workspace folder. */
const within = (folder, names) => names.map((name) => path.join(folder, name))

/**
 * Each part is built only when what it is built from changed since its last
 * build, so a second start reuses the builds. A part's stamp is a hash of its
 * sources' contents (not times, which a fresh clone resets).
 */
const PARTS = [
  {
    key: "medusa",
    name: "Medusa and its back office",
    sources: within(COMMERCE, ["src", "medusa-config.ts", "package.json"]),
    stampFile: path.join(MEDUSA_SERVER, ".build-stamp"),
    build: (log) => run(process.execPath, [MEDUSA_CLI, "build"], { cwd: COMMERCE, quiet: !log }),
  },
  {
    key: "shop server",
    name: "the shop server",
    sources: within(ADAPTERS, ["src", "tsconfig.json", "tsconfig.build.json", "package.json"]),
    stampFile: path.join(ADAPTERS, "dist", ".build-stamp"),
    build: (log) => run("npm", ["run", "build", "-w", "adapters"], { cwd: ROOT, quiet: !log }),
  },
  {
    key: "storefront",
    name: "the storefront",
    sources: [
      ...within(STOREFRONT, ["src", "public", "index.html", "vite.config.ts", "build", "package.json"]),
      path.join(ADAPTERS, "src", "contract"),
    ],
    stampFile: path.join(STOREFRONT, "dist", ".build-stamp"),
    build: (log) => run("npm", ["run", "build", "-w", "storefront"], { cwd: ROOT, quiet: !log }),
  },
]

/**
 * Builds the parts whose sources changed (of those named in `parts`, by default all); answers
 * the names of those it built.
 */
export async function buildWhatIsMissing(log, { verbose = false, parts = PARTS.map((part) => part.key) } = {}) {
  const lock = path.join(ROOT, "package-lock.json")
  const built = []
  for (const part of PARTS.filter(({ key }) => parts.includes(key))) {
    const stamp = hashSources([...part.sources, lock])
    if (existsSync(part.stampFile) && readFileSync(part.stampFile, "utf8") === stamp) continue
    log(`Building ${part.name}…`)
    const started = Date.now()
    await part.build(verbose)
    writeFileSync(part.stampFile, stamp)
    log(`Built ${part.name} in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
    built.push(part.name)
  }
  return built
}

function hashSources(paths) {
  const hash = createHash("sha256")
  const visit = (p) => {
    if (!existsSync(p)) return
    if (statSync(p).isDirectory()) {
      for (const entry of readdirSync(p).sort()) if (!SKIP.has(entry)) visit(path.join(p, entry))
      return
    }
    hash.update(path.relative(ROOT, p)).update("\0").update(readFileSync(p)).update("\0")
  }
  paths.forEach(visit)
  return hash.digest("hex")
}
