import autocannon from "autocannon"

/**
 * Drives one target with autocannon and measures every response itself, so the
 * percentiles include p95 (autocannon reports p97.5 but not p95). `requests` are
 * { method, path, body, headers } handed out in turn across all connections, so
 * concurrent connections ask different pages.
 */
export async function drive({ name, baseUrl, requests, connections = 1, amount, duration, timeout = 30 }) {
  let next = 0
  const latencies = []
  let errors = 0
  let non2xx = 0
  const instance = autocannon({
    url: baseUrl,
    connections,
    ...(amount ? { amount } : { duration }),
    timeout,
    requests: [
      {
        setupRequest: (request) => {
          const chosen = requests[next++ % requests.length]
          return { ...request, ...chosen, headers: { ...(request.headers ?? {}), ...(chosen.headers ?? {}) } }
        },
      },
    ],
  })
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime)
    if (statusCode < 200 || statusCode >= 300) non2xx++
  })
  instance.on("reqError", () => errors++)
  const result = await instance
  latencies.sort((a, b) => a - b)
  const at = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : null
  const seconds = result.duration || 1
  return {
    name,
    connections,
    requests: latencies.length,
    distinct: Math.min(requests.length, latencies.length),
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(latencies.at(-1) ?? null),
    rps: round(latencies.length / seconds),
    errors: errors + result.timeouts + non2xx,
    seconds: round(seconds),
  }
}

const round = (value) => (value === null ? null : Math.round(value * 10) / 10)
