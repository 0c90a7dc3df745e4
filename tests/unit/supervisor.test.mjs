import assert from "node:assert/strict"
import { test } from "node:test"
import { startService } from "../../scripts/lib/processes.mjs"

const node = (code) => [process.execPath, ["-e", code]]
const quietly = (logs) => ({ quiet: true, log: (message) => logs.push(message) })

test("a service that dies is logged with its signal and started again as a new process", async () => {
  const logs = []
  const service = startService("sleeper", ...node("setInterval(() => {}, 1000)"), quietly(logs))
  const first = service.pid
  process.kill(first, "SIGKILL")
  const deadline = Date.now() + 15_000
  while (service.pid === first && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  assert.notEqual(service.pid, first)
  assert.match(logs[0], /sleeper stopped unexpectedly \(signal SIGKILL\); restarting it in 1 s/)
  await service.stop()
})

test("a service that keeps crashing is given up on after a bounded number of tries, loudly", async () => {
  const logs = []
  const service = startService("crasher", ...node("console.error('bad config'); process.exit(3)"), {
    ...quietly(logs),
    maxCrashes: 2,
  })
  const outcome = await service.gaveUp
  assert.deepEqual(outcome, { code: 3, signal: null })
  assert.equal(logs.length, 3, "two restarts, then the report")
  assert.match(logs[0], /crasher stopped unexpectedly \(exit code 3\); restarting it in 1 s/)
  assert.match(logs[1], /restarting it in 2 s/)
  assert.match(logs[2], /giving up on it[\s\S]*bad config/)
  await service.exited
})

test("stop() ends the service for good: no restart, and a child deaf to SIGTERM is killed", async () => {
  const logs = []
  const service = startService(
    "stubborn",
    ...node("process.on('SIGTERM', () => {}); console.log('deaf'); setInterval(() => {}, 1000)"),
    { ...quietly(logs), stopTimeoutMs: 500 }
  )
  while (!service.tail().includes("deaf")) await new Promise((r) => setTimeout(r, 50))
  const pid = service.pid
  await service.stop()
  assert.deepEqual(await service.exited, { code: null, signal: "SIGKILL" })
  await new Promise((r) => setTimeout(r, 1500))
  assert.equal(service.pid, pid, "not restarted")
  assert.deepEqual(logs, [])
})
