// What a failed suite said about its failures, picked out of its whole output so the end of a
// long run names them (a CI log is often read from its end only).

const MAX_LINES = 80
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g
// Lines that name a failure in node:test's TAP, Vitest's and Playwright's reporters.
const FAILURE = /^\s*(not ok \d|FAIL\s|×\s|✘\s|\d+\) \[)/
const TAP_BLOCK_END = /^\s*\.\.\.\s*$/
const CONTEXT_AFTER = 12
const STACK = /^(\s*)stack: \|-$/
const indentOf = (line) => line.length - line.trimStart().length

/** A block's lines with each stack trace cut to its first frame, the test's own line. */
function withShortStacks(block) {
  const kept = []
  for (let i = 0; i < block.length; i++) {
    kept.push(block[i])
    const stack = STACK.exec(block[i])
    if (!stack) continue
    if (i + 1 < block.length) kept.push(block[i + 1])
    i++
    while (i + 1 < block.length && indentOf(block[i + 1]) > stack[1].length) i++
  }
  return kept
}

/**
 * The lines of a suite's output that describe its failures: each TAP `not ok` with its YAML block
 * (error, expected, actual, location), and a few lines after each failure line of the other
 * reporters. At most MAX_LINES; the first failures come first.
 */
export function failureDigest(output) {
  const lines = output.replace(COLOURS, "").split("\n")
  const picked = []
  for (let i = 0; i < lines.length && picked.length < MAX_LINES; i++) {
    if (!FAILURE.test(lines[i])) continue
    const tap = /^\s*not ok \d/.test(lines[i])
    let end = i + 1
    if (tap) {
      while (end < lines.length && !TAP_BLOCK_END.test(lines[end]) && !FAILURE.test(lines[end])) end++
    } else {
      end = Math.min(lines.length, i + 1 + CONTEXT_AFTER)
    }
    picked.push(...withShortStacks(lines.slice(i, end)))
    i = end - 1
  }
  return picked.slice(0, MAX_LINES).join("\n")
}
