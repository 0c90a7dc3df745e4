import { spawn } from "node:child_process"

/** Runs a command to its end; its output goes to ours unless quiet, and a failure throws with its tail. */
export function run(command, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
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
 * Starts a long-running service. Its lines are prefixed with its name, or kept
 * only in a short tail when quiet (printed if it dies).
 */
export function startService(name, command, args, { cwd, env, quiet = false }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
  let tail = ""
  const onData = (chunk) => {
    const text = chunk.toString()
    tail = (tail + text).slice(-6000)
    if (!quiet) for (const line of text.split("\n")) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
  }
  child.stdout.on("data", onData)
  child.stderr.on("data", onData)
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })))
  return {
    name,
    child,
    exited,
    tail: () => tail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
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
