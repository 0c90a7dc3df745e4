import { summary } from "./latencies.mjs"

/**
 * Two one-client runs of the same pages, block by block: a block's pages through the one, then
 * through the other, the one going first changing each block. A machine's pace drifts over minutes
 * (a page's SQL took 5.5 ms at one moment of a run and 7.1 at another), and two runs minutes apart
 * would be judged by it; in turn, each block of the two is timed in the same minute. Each side
 * runs `(pages) => { latencies, seconds, errors }` and gets its own figures, as from one run.
 */
export async function inTurn({ pages, block = 50, sides }) {
  const kept = sides.map(() => ({ latencies: [], seconds: 0, errors: 0 }))
  for (let from = 0, n = 0; from < pages.length; from += block, n++) {
    const part = pages.slice(from, from + block)
    const order = n % 2 ? [...sides.keys()].reverse() : [...sides.keys()]
    for (const i of order) {
      const { latencies, seconds, errors } = await sides[i].run(part)
      kept[i].latencies.push(...latencies)
      kept[i].seconds += seconds
      kept[i].errors += errors
    }
  }
  return sides.map(({ name }, i) => summary({ name, connections: 1, ...kept[i] }))
}
