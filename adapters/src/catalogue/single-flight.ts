/**
 * Calls with the same key that overlap share one call: the first starts it, the others arriving
 * before it settles get its answer (or its error). Nothing is kept after it settles, so the next
 * call asks again; an answer is never older than the call it joined.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>()

  run(key: string, call: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key)
    if (running) return running
    const started = call().finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, started)
    return started
  }
}
