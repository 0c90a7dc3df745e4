// The shop server and storefront of an earlier commit, served beside this checkout's build from
// the same Medusa, so a bench measures both in the same run on the same machine.
//
// The commit's files are written into a temporary folder (`git archive`: nothing is added to the
// repository), this checkout's node_modules are linked in (the lock file is assumed unchanged
// enough to build it), and its shop server and storefront are built there once; a later run with
// the same commit reuses that build.
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { freePort } from "../../scripts/lib/database.mjs"
import { ROOT } from "../../scripts/lib/paths.mjs"
import { run, startService, waitForHttp } from "../../scripts/lib/processes.mjs"

const WORKSPACES_WITH_MODULES = ["storefront", "adapters", "commerce", "shared"]

/** Builds (once) the shop server and storefront of `commit`; answers the folder they are in. */
export async function buildReference(commit, log) {
  const full = execFileSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], { cwd: ROOT, encoding: "utf8" }).trim()
  const dir = path.join(tmpdir(), `numismatic-shop-reference-${full.slice(0, 12)}`)
  const stamp = path.join(dir, ".reference-built")
  if (existsSync(stamp)) return { dir, commit: full }
  log(`Building commit ${full.slice(0, 7)}'s shop server and storefront in ${dir}…`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  execFileSync("sh", ["-c", `git archive --format=tar ${full} | tar -x -C "${dir}"`], { cwd: ROOT })
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  for (const workspace of WORKSPACES_WITH_MODULES) {
    const modules = path.join(ROOT, workspace, "node_modules")
    if (existsSync(modules) && existsSync(path.join(dir, workspace))) {
      symlinkSync(modules, path.join(dir, workspace, "node_modules"), "dir")
    }
  }
  const started = Date.now()
  await run("npm", ["run", "build", "-w", "adapters"], { cwd: dir, quiet: true })
  await run("npm", ["run", "build", "-w", "storefront"], { cwd: dir, quiet: true })
  writeFileSync(stamp, full)
  log(`Built commit ${full.slice(0, 7)} in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  return { dir, commit: full }
}

/**
 * Starts the reference build's shop server with `env` (a stack's shopServerEnv: the same Medusa,
 * database and secrets) on a port of its own; answers its address and stop().
 */
export async function startReferenceShop({ dir, commit }, env, log) {
  const port = await freePort(0)
  const service = startService(`shop ${commit.slice(0, 7)}`, process.execPath, [path.join(dir, "adapters", "dist", "main.js")], {
    cwd: path.join(dir, "adapters"),
    env: { ...env, PORT: String(port), STOREFRONT_DIR: path.join(dir, "storefront", "dist") },
    quiet: true,
    log,
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/`, service)
  } catch (error) {
    await service.stop()
    throw error
  }
  return { url, stop: () => service.stop() }
}
