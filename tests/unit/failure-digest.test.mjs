import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { test } from "node:test"
import { failureDigest } from "../../scripts/lib/failure-digest.mjs"

// A suite's real output, as `npm test` captures it (piped, so node:test writes TAP).
function tapOf(source) {
  const dir = mkdtempSync(path.join(tmpdir(), "digest-"))
  try {
    writeFileSync(path.join(dir, "sample.test.mjs"), source)
    // Without the runner's own marker, which would make the child report to this test's runner.
    const env = { ...process.env }
    delete env.NODE_TEST_CONTEXT
    const run = spawnSync(process.execPath, ["--test", dir], { encoding: "utf8", env })
    return run.stdout + run.stderr
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test("the digest names each failed test with its message, and leaves out the ones that passed", () => {
  const output = tapOf(`
    import assert from "node:assert/strict"
    import { describe, test } from "node:test"
    test("a refund restocks once", () => assert.equal(2, 1, "restocked twice"))
    test("a cancel frees the piece", () => {})
    describe("the order desk", () => {
      test("shows the address", () => { throw new Error("no address on the page") })
    })
  `)
  const digest = failureDigest(`${"Medusa log line\n".repeat(500)}${output}`)
  assert.match(digest, /not ok \d+ - a refund restocks once/)
  assert.match(digest, /restocked twice/)
  assert.match(digest, /not ok \d+ - shows the address/)
  assert.match(digest, /no address on the page/)
  assert.doesNotMatch(digest, /a cancel frees the piece/)
  assert.doesNotMatch(digest, /Medusa log line/)
  assert.doesNotMatch(digest, /node:internal/, "stack traces are cut to the test's own frame")
})

test("a passing suite's output gives an empty digest", () => {
  assert.equal(failureDigest(tapOf(`import { test } from "node:test"\ntest("fine", () => {})`)), "")
})

test("the digest stays short when many tests fail", () => {
  const many = Array.from({ length: 40 }, (_, i) => `test("check ${i}", () => { throw new Error("wrong ${i}") })`)
  const digest = failureDigest(tapOf(`import { test } from "node:test"\n${many.join("\n")}`))
  assert.ok(digest.split("\n").length <= 80)
  assert.match(digest, /not ok 1 - check 0/)
})
