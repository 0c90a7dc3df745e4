// An earlier commit's build beside this one, so a change is judged against its parent on the
// same machine, in the same run, on the same data. The commit is checked out (git worktree, no
// branch) under .data/builds/<commit>, its packages installed once; its own start script builds
// it the first time its stack starts, as on a fresh machine.
import { existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { run } from "../../scripts/lib/processes.mjs"
import { DATA_DIR } from "../../scripts/lib/paths.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

/** The commit's checkout, made and installed when missing: { label, root }. */
export async function checkout(commit, log) {
  if (!/^[0-9a-zA-Z._/-]{1,100}$/.test(commit)) throw new Error(`--against needs a commit, not "${commit}"`)
  const sha = (await run("git", ["rev-parse", "--verify", `${commit}^{commit}`], { cwd: ROOT, quiet: true })).trim()
  const root = path.join(DATA_DIR, "builds", sha.slice(0, 12))
  if (!existsSync(path.join(root, "package.json"))) {
    log(`Checking out ${sha.slice(0, 12)} into ${path.relative(ROOT, root)}…`)
    await run("git", ["worktree", "add", "--force", "--detach", root, sha], { cwd: ROOT, quiet: true })
  }
  if (!existsSync(path.join(root, "node_modules", ".package-lock.json"))) {
    log(`Installing ${sha.slice(0, 12)}'s packages…`)
    await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, quiet: true })
  }
  return { label: `build ${sha.slice(0, 12)}`, root }
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length
const ratio = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : null)

/**
 * Benches [earlier, this] as earlier, this, earlier: the earlier build's two runs bracket this
 * one's, so a drift of the machine during the run shows as a difference between them. Prints
 * this build's p50, p95 and requests/s per target as ratios to the mean of the earlier build's.
 */
export async function compareBuilds({ builds: [earlier, current], bench, log }) {
  const runs = []
  for (const build of [earlier, current, earlier]) {
    log(`The catalogue on ${build.label}…`)
    runs.push({ label: build.label, ...(await bench(build)) })
  }
  const [before, now, after] = runs
  const comparison = now.results.map((result) => {
    const others = [before, after].map((r) => r.results.find((o) => o.name === result.name)).filter(Boolean)
    const of = (key) => (others.length ? mean(others.map((o) => o[key])) : null)
    return {
      name: result.name,
      "p50 ÷ earlier": ratio(result.p50, of("p50")),
      "p95 ÷ earlier": ratio(result.p95, of("p95")),
      "req/s ÷ earlier": ratio(result.rps, of("rps")),
    }
  })
  console.log(`\n${current.label} ÷ ${earlier.label} (the mean of its two runs around this one's):`)
  for (const row of comparison) {
    const cells = Object.entries(row)
      .filter(([key]) => key !== "name")
      .map(([key, value]) => `${key} ${value ?? "—"}`)
    console.log(`${row.name.padEnd(62)} ${cells.join("  ")}`)
  }
  return { runs, comparison }
}
