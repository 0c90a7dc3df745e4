// `npm start` prints each part's log for a person at a terminal: a JSON log line (the shop
// server's pino lines, Medusa's HTTP and application lines) becomes one short readable line.
// The parts themselves keep writing JSON, which is what production's log collectors read.

const PINO_LEVELS = { 10: "trace", 20: "debug", 30: "info", 40: "warn", 50: "error", 60: "fatal" }

const clock = (time) => {
  const date = time === undefined ? new Date() : new Date(time)
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(11, 19)
}

/** The line as a person reads it; a line that is not a JSON log line stays as it is. */
export function readableLine(line) {
  if (!line.startsWith("{")) return line
  let entry
  try {
    entry = JSON.parse(line)
  } catch {
    return line
  }
  if (typeof entry !== "object" || entry === null) return line
  const level = typeof entry.level === "number" ? (PINO_LEVELS[entry.level] ?? String(entry.level)) : String(entry.level ?? "")
  const at = clock(entry.time ?? entry.timestamp)
  // A request: the shop server's one line per answer, or Medusa's HTTP log.
  const url = entry.url ?? entry.path
  const status = entry.statusCode ?? entry.status
  if (entry.method && url && status !== undefined) {
    const ms = entry.ms ?? entry.duration
    return `${at} ${entry.method} ${url} → ${status}${ms !== undefined ? ` (${Math.round(Number(ms))} ms)` : ""}`
  }
  const message = entry.msg ?? entry.message ?? ""
  const error = entry.err?.message ?? entry.error?.message ?? (typeof entry.stack === "string" ? entry.stack.split("\n")[0] : "")
  const shown = level === "info" || level === "http" ? "" : `${level.toUpperCase()} `
  return `${at} ${shown}${message}${error && !String(message).includes(error) ? `: ${error}` : ""}`.trimEnd()
}
