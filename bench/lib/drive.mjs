import autocannon from "autocannon"
import { summary } from "./latencies.mjs"

/**
 * Drives one target with autocannon and measures every response itself, so the
 * percentiles include p95 (autocannon reports p97.5 but not p95). `requests` are
 * { method, path, body, headers } handed out in turn across all connections, so
 * concurrent connections ask different pages.
 */
export async function drive(options) {
  const { name, requests, connections = 1 } = options
  const measured = await measure(options)
  return summary({ name, connections, distinct: Math.min(requests.length, measured.latencies.length), ...measured })
}

/** The same run's raw figures: every response's latency (ms), the seconds it took and its errors. */
export async function measure({ baseUrl, requests, connections = 1, amount, duration, timeout = 30 }) {
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
  return { latencies, seconds: result.duration || 1, errors: errors + result.timeouts + non2xx }
}
