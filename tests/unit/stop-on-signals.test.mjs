import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, test } from "node:test"
import { fileURLToPath } from "node:url"

const processes = fileURLToPath(new URL("../../scripts/lib/processes.mjs", import.meta.url))
const dir = mkdtempSync(path.join(tmpdir(), "stop-on-signals-"))
after(() => rmSync(dir, { recursive: true, force: true }))

// npm ends on a SIGTERM without passing it on: `npm test` then sees its parent gone and stops
// (removing its data, releasing its Redis database). That stop may take seconds on a busy machine;
// the parent stays gone meanwhile, which is no second Ctrl-C.
test("a supervisor whose parent dies finishes its stop, however long it takes, before it ends", async () => {
  const marker = path.join(dir, "stopped")
  const supervisor = `
    import { writeFileSync } from "node:fs"
    import { stopOnSignals } from ${JSON.stringify(processes)}
    stopOnSignals({
      log: () => {},
      stop: async () => {
        await new Promise((resolve) => setTimeout(resolve, 2500))
        writeFileSync(${JSON.stringify(marker)}, "stopped")
      },
    })
    console.log("supervising")
    setInterval(() => {}, 1000)
  `
  // The parent starts the supervisor, says its pid, and is then killed.
  const parent = spawn(
    process.execPath,
    [
      "-e",
      `const child = require("node:child_process").spawn(process.execPath, ["--input-type=module", "-e", ${JSON.stringify(supervisor)}], { stdio: "inherit" })
       console.log(child.pid)`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] }
  )
  let output = ""
  parent.stdout.on("data", (chunk) => (output += chunk))
  while (!output.includes("supervising")) await new Promise((resolve) => setTimeout(resolve, 50))
  const supervisorPid = Number(output.split("\n")[0])
  parent.kill("SIGKILL")

  const deadline = Date.now() + 15_000
  while (alive(supervisorPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  assert.equal(alive(supervisorPid), false, "the supervisor ends once its stop is done")
  assert.ok(existsSync(marker), "its stop ran to the end")
})

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
