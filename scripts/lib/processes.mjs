import { spawn } from "node:child_process"
import { readableLine } from "./log-lines.mjs"
import { processTree, stillRunning } from "./process-tree.mjs"

/** Runs a command to its end; its output goes to ours unless quiet, and a failure throws with its tail. */
export function run(command, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    if (closing) return reject(new Error(`${command} ${args.join(" ")} not run: stopping`))
    const child = track(
      spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true })
    )
    let tail = ""
    const keep = (chunk) => {
      tail = (tail + chunk).slice(-4000)
      if (!quiet) process.stdout.write(chunk)
    }
    child.stdout.on("data", keep)
    child.stderr.on("data", keep)
    child.on("error", reject)
    child.on("close", (code) =>
      code === 0 ? resolve(tail) : reject(new Error(`${command} ${args.join(" ")} failed (exit ${code}):\n${tail}`))
    )
  })
}

/**
 * Starts a long-running service under supervision. Its lines are prefixed with its
 * name, or kept only in a short tail when quiet (printed if it dies).
 *
 * A child that exits without being asked to is logged with its exit code or signal
 * and started again after a growing pause (1 s, 2 s, 4 s… at most 15 s). After
 * `maxCrashes` crashes within `crashWindowMs` the service gives up: it reports the
 * child's last output and `gaveUp` resolves, so whoever runs the stack can stop it
 * rather than loop. `stop()` sends `stopSignal`, then SIGKILL after `stopTimeoutMs`.
 */
export function startService(
  name,
  command,
  args,
  {
    cwd,
    env,
    quiet = false,
    uid,
    gid,
    stopSignal = "SIGTERM",
    stopTimeoutMs = 4_000,
    maxCrashes = 5,
    crashWindowMs = 5 * 60_000,
    beforeRestart,
    onSpawn,
    log = (message) => console.log(`» ${message}`),
  }
) {
  let tail = ""
  let child
  let stopping = false
  let restartTimer
  const crashes = []
  let settleExited
  const exited = new Promise((resolve) => (settleExited = resolve))
  let settleGaveUp
  const gaveUp = new Promise((resolve) => (settleGaveUp = resolve))

  const onData = (chunk) => {
    const text = chunk.toString()
    tail = (tail + text).slice(-6000)
    if (quiet) return
    // Readable at a terminal (scripts/lib/log-lines.mjs); LOG_FORMAT=json passes the JSON lines on.
    const show = process.env.LOG_FORMAT === "json" ? (line) => line : readableLine
    for (const line of text.split("\n")) if (line.trim()) process.stdout.write(`[${name}] ${show(line)}\n`)
  }

  const spawnChild = () => {
    if (closing) throw new Error(`${name} not started: stopping`)
    // A process group of its own: a terminal's Ctrl-C reaches the supervisor alone, which stops the
    // parts in order rather than see them die at once and restart them.
    const current = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      uid,
      gid,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    })
    child = current
    current.stdout.on("data", onData)
    current.stderr.on("data", onData)
    current.on("error", (error) => onData(`${error.message}\n`))
    current.on("exit", (code, signal) => onExit(current, code, signal))
    onSpawn?.(service)
  }

  const onExit = async (dead, code, signal) => {
    if (dead.exited) return
    dead.exited = true
    if (stopping) return settleExited({ code, signal })
    const how = signal ? `signal ${signal}` : `exit code ${code}`
    const now = Date.now()
    crashes.push(now)
    while (crashes.length && crashes[0] < now - crashWindowMs) crashes.shift()
    if (crashes.length > maxCrashes) {
      log(
        `${name} stopped unexpectedly (${how}) for the ${ordinal(crashes.length)} time in ${crashWindowMs / 60_000} minutes;` +
          ` giving up on it. Its last output:\n${tail}`
      )
      stopping = true
      settleGaveUp({ code, signal })
      return settleExited({ code, signal })
    }
    const delay = Math.min(1000 * 2 ** (crashes.length - 1), 15_000)
    log(
      `${name} stopped unexpectedly (${how}); restarting it in ${delay / 1000} s (crash ${crashes.length} of at most ${maxCrashes}).`
    )
    restartTimer = setTimeout(async () => {
      restartTimer = undefined
      if (stopping || closing) return settleExited({ code, signal })
      try {
        await beforeRestart?.(dead)
      } catch (error) {
        log(`${name}: preparing the restart failed: ${error instanceof Error ? error.message : error}`)
      }
      if (stopping || closing) return settleExited({ code, signal })
      spawnChild()
    }, delay)
  }

  const service = {
    name,
    get child() {
      return child
    },
    get pid() {
      return child.pid
    },
    /** Resolves once the service is down for good: stopped, or given up on. */
    exited,
    /** Resolves only if the service kept crashing and was given up on. */
    gaveUp,
    tail: () => tail,
    async stop() {
      stopping = true
      if (restartTimer) {
        clearTimeout(restartTimer)
        restartTimer = undefined
        settleExited({ code: null, signal: null })
      }
      const current = child
      if (!current.exited && current.exitCode === null && current.signalCode === null) {
        current.kill(stopSignal)
        const timer = setTimeout(() => current.kill("SIGKILL"), stopTimeoutMs)
        await exited
        clearTimeout(timer)
      } else settleExited({ code: current.exitCode, signal: current.signalCode })
      await exited
    },
  }
  running.add(service)
  exited.then(() => running.delete(service))
  spawnChild()
  return service
}

const running = new Set()
const commands = new Set()
// Set once a stop signal is handled: nothing new is run, started or restarted.
let closing = false

/**
 * Counts a child this process started (a command, a test suite) among those stopped with the rest.
 * Started `detached`, it leads a process group of its own, which is signalled whole: what it
 * starts goes with it, even what it starts after a signal (npm, still loading, does).
 */
export function track(child) {
  commands.add(child)
  child.on("exit", () => commands.delete(child))
  return child
}

/** Whether a stop signal is being handled (stopOnSignals). */
export const isClosing = () => closing

/**
 * Stops every command and service this process started, the latest service first (when a
 * signal comes mid-start). A command goes with its whole tree: npm's children outlive npm.
 */
export async function stopEveryService() {
  await endCommands()
  for (const service of [...running].reverse()) await service.stop()
}

/** SIGTERM to every command's whole tree; answers once they have ended, or after `waitMs`. */
async function endCommands(waitMs = 5_000) {
  for (const child of commands) signalTree(child.pid, "SIGTERM")
  const deadline = Date.now() + waitMs
  while (commands.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
}

// Every process a signal was sent to: one whose parent ended first is no longer in any tree.
const signalled = new Map()

/** Kills at once whatever this process started, whatever those started, and whatever was signalled before. */
function killEverything() {
  for (const child of commands) signalTree(child.pid, "SIGKILL")
  for (const service of running) if (service.child) signalTree(service.child.pid, "SIGKILL")
  for (const member of signalled.values()) if (stillRunning(member)) kill(member.pid, "SIGKILL")
}

function signalTree(pid, signal) {
  // The deepest first, so no parent restarts a child it sees die; then its process group, when it leads one.
  for (const member of processTree(pid).reverse()) {
    signalled.set(member.pid, member)
    kill(member.pid, signal)
  }
  kill(-pid, signal)
}

function kill(pid, signal) {
  try {
    process.kill(pid, signal)
  } catch {
    // already gone
  }
}

const EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 }

/**
 * Ctrl-C (SIGINT), SIGTERM or SIGHUP stop everything this process started, then end it: the
 * commands under way first, then `stop` (a stack's own orderly stop, a run's clean-up), then any
 * service still running.
 * Whatever has not ended within `graceMs` is killed, as it is at once on a later signal, so
 * nothing is left behind holding ports and a signal ends the script within seconds.
 * The same happens when the parent process dies (npm ends on a SIGTERM without passing it on).
 * The exit code is the shell's for the signal (130 for Ctrl-C) unless `exitCode` says otherwise.
 * Answers `shutdown(reason, code)`, the same stop for other reasons (a part that keeps crashing).
 */
export function stopOnSignals({
  stop = async () => {},
  log = (message) => console.log(`» ${message}`),
  graceMs = 10_000,
  exitCode = (signal) => EXIT_CODES[signal],
} = {}) {
  let since
  const shutdown = (reason, code) => {
    if (since !== undefined) {
      // Ctrl-C reaches this process twice at once when npm passes on what the terminal sent.
      if (Date.now() - since < 1000) return
      killEverything()
      process.exit(code)
    }
    since = Date.now()
    closing = true
    // The parent stays gone while this stop runs: that is no second signal.
    clearInterval(watchingParent)
    log(`${reason}: stopping…`)
    setTimeout(() => {
      log(`still stopping after ${graceMs / 1000} s: killing what is left.`)
      killEverything()
      process.exit(code)
    }, graceMs).unref()
    // The commands first (a test run's suites, which may use what `stop` removes), then the rest.
    endCommands()
      .then(stop)
      .catch((error) => log(`stopping: ${error instanceof Error ? error.message : error}`))
      .then(stopEveryService)
      .finally(() => process.exit(code))
  }
  for (const signal of Object.keys(EXIT_CODES)) process.on(signal, () => shutdown(signal, exitCode(signal)))
  // npm does not pass a SIGTERM on to its script: should whoever started this process die without
  // passing on a signal, stop rather than leave everything running with no one to stop it.
  const parent = process.ppid
  const watchingParent = setInterval(() => {
    if (process.ppid !== parent) shutdown("the process that started this one is gone", exitCode("SIGHUP"))
  }, 500).unref()
  return shutdown
}

function ordinal(n) {
  return n === 1 ? "first" : n === 2 ? "second" : n === 3 ? "third" : `${n}th`
}

/** Polls a URL until it answers below 500, failing early if the service behind it dies. */
export async function waitForHttp(url, service, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  let died = false
  service.exited.then(() => (died = true))
  while (Date.now() < deadline) {
    if (died) throw new Error(`${service.name} stopped before answering at ${url}:\n${service.tail()}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${service.name} did not answer at ${url} within ${timeoutMs / 1000} s:\n${service.tail()}`)
}
