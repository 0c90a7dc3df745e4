// Readiness answers within 2 s even when Medusa hangs; Medusa's own check of its
// database gives up after 1.5 s.
const READY_TIMEOUT_MS = 1800

/** What keeps Medusa from serving now, in words for the operator; undefined when it is ready. */
export async function medusaProblem(medusaUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${medusaUrl}/health/ready`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) })
    if (response.ok) return undefined
    const body = (await response.json().catch(() => ({}))) as { message?: unknown }
    return typeof body.message === "string" ? `Medusa is not ready. ${body.message}` : `Medusa answered ${response.status}.`
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
    return timedOut ? `Medusa did not answer within ${READY_TIMEOUT_MS} ms.` : "Medusa cannot be reached."
  }
}
