/**
 * Answers held under the ETag Medusa gave them, at most `limit`: the one used longest ago goes
 * first. What is held is only ever handed back for its own key.
 */
export class HeldPages<T> {
  private readonly held = new Map<string, { etag: string; value: T }>()

  constructor(private readonly limit: number) {}

  get(key: string): { etag: string; value: T } | undefined {
    const entry = this.held.get(key)
    if (entry) {
      // Used again: the last to go.
      this.held.delete(key)
      this.held.set(key, entry)
    }
    return entry
  }

  set(key: string, etag: string, value: T): void {
    this.held.delete(key)
    if (this.held.size >= this.limit) this.held.delete(this.held.keys().next().value!)
    this.held.set(key, { etag, value })
  }

  get size(): number {
    return this.held.size
  }
}
