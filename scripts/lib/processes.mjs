import { spawn } from "node:child_process"
import { readableLine } from "./log-lines.mjs"

/** Runs a command to its end; its output goes to ours unless quiet, and a failure throws with its tail. */
export function run(command, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
    commands.add(child)
    child.on("exit", () => commands.delete(child))
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
    const current = spawn(command, args, { cwd, env: { ...process.env, ...env }, uid, gid, stdio: ["ignore", "pipe", "pipe"] })
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
      if (stopping) return settleExited({ code, signal })
      try {
        await beforeRestart?.(dead)
      } catch (error) {
        log(`${name}: preparing the restart failed: ${error instanceof Error ? error.message : error}`)
      }
      if (stopping) return settleExited({ code, signal })
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

/** Stops every command and service this process started, the latest first (when a signal comes mid-start). */
export async function stopEveryService() {
  for (const child of commands) child.kill("SIGTERM")
  for (const service of [...running].reverse()) await service.stop()
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
