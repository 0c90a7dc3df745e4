import { existsSync, readdirSync, readFileSync } from "node:fs"

// Processes found by pid and process tree only, from /proc (Linux), as an operator would.

/** Every process descending from pid, each with its start time so a reused pid is not mistaken for it. */
export function processTree(root) {
  const children = new Map()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(Number(entry))
    if (!stat) continue
    if (!children.has(stat.ppid)) children.set(stat.ppid, [])
    children.get(stat.ppid).push(stat)
  }
  const found = []
  const rootStat = readStat(root)
  const queue = rootStat ? [rootStat] : []
  while (queue.length) {
    const next = queue.shift()
    found.push(next)
    queue.push(...(children.get(next.pid) ?? []))
  }
  return found
}

/** Whether this very process (same pid, same start) still exists, zombies excluded. */
export function stillRunning({ pid, start }) {
  const stat = readStat(pid)
  return !!stat && stat.start === start && stat.state !== "Z"
}

function readStat(pid) {
  const file = `/proc/${pid}/stat`
  if (!existsSync(file)) return undefined
  try {
    const text = readFileSync(file, "utf8")
    // The command name may hold spaces and parentheses: fields start after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ")
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim()
    return { pid, state: fields[0], ppid: Number(fields[1]), start: fields[19], cmdline }
  } catch {
    return undefined
  }
}
