/** A run's figures from its latencies (ms, any order): percentiles, requests/s over `seconds`, rounded to 0.1. */
export function summary({ name, connections, latencies, seconds, errors, ...rest }) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null)
  const time = seconds || 1
  return {
    name,
    connections,
    requests: sorted.length,
    ...rest,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(sorted.at(-1) ?? null),
    rps: round(sorted.length / time),
    errors,
    seconds: round(time),
  }
}

const round = (value) => (value === null ? null : Math.round(value * 10) / 10)
