import assert from "node:assert/strict"
import { test } from "node:test"
import { readableLine } from "../../scripts/lib/log-lines.mjs"

test("a request of the shop server reads as method, address, status and time", () => {
  const line = JSON.stringify({
    level: 30,
    time: Date.UTC(2026, 10, 25, 14, 3, 7),
    pid: 1,
    hostname: "h",
    reqId: "req-1",
    method: "GET",
    url: "/api/products?page=2",
    statusCode: 200,
    ms: 12.4,
    msg: "request",
  })
  assert.equal(readableLine(line), "14:03:07 GET /api/products?page=2 → 200 (12 ms)")
})

test("Medusa's HTTP log and its messages read the same way", () => {
  const http = JSON.stringify({
    level: "http",
    client_ip: "127.0.0.1",
    method: "POST",
    path: "/store/search",
    status: 200,
    duration: 41.2,
    timestamp: "2026-11-25T14:03:08.000Z",
  })
  assert.equal(readableLine(http), "14:03:08 POST /store/search → 200 (41 ms)")
  const info = JSON.stringify({ level: "info", message: "Server is ready on port: 9000", timestamp: "2026-11-25T14:03:09.000Z" })
  assert.equal(readableLine(info), "14:03:09 Server is ready on port: 9000")
})

test("a warning or an error says so, with the error's message", () => {
  const line = JSON.stringify({
    level: 50,
    time: Date.UTC(2026, 10, 25, 14, 3, 10),
    msg: "Unhandled error",
    err: { message: "boom" },
  })
  assert.equal(readableLine(line), "14:03:10 ERROR Unhandled error: boom")
})

test("a line that is not a JSON log line stays as it is", () => {
  for (const line of ["Server is ready", "{not json", "[1,2]", "{}x"]) assert.equal(readableLine(line), line)
})
