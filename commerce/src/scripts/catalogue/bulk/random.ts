/** mulberry32: a tiny, fast 32-bit PRNG; the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Draws from one seeded sequence, with the helpers a catalogue generator needs. */
export class Dice {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32 inlined: no closure per item, which matters at a hundred thousand items. */
  private next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** In [0, 1). */
  float(): number {
    return this.next()
  }

  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** Between min and max, evenly spread on a log scale: cheap pieces are as likely as dear ones per decade. */
  logBetween(min: number, max: number): number {
    return min * Math.pow(max / min, this.next())
  }

  /** A string of random decimal digits. */
  digits(count: number): string {
    let out = ""
    for (let i = 0; i < count; i++) out += Math.floor(this.next() * 10)
    return out
  }
}
