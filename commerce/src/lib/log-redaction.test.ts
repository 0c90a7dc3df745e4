import assert from "node:assert/strict"
import { PassThrough } from "node:stream"
import { serialize } from "node:v8"
import { test } from "node:test"
import { redactProcessOutput, redactSecrets } from "./log-redaction"

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJlbnRpdHlfaWQiOiJzdGFmZkBleGFtcGxlLmNvbSJ9.c2ln"

test("Medusa's HTTP log line of a reset link keeps neither the token nor the address", () => {
  const line = JSON.stringify({
    level: "http",
    method: "GET",
    path: `/app/reset-password?token=${TOKEN}&email=staff%40example.com`,
    referrer: `http://localhost:9000/app/reset-password?email=staff@example.com&token=${TOKEN}`,
  })
  const redacted = redactSecrets(line)
  assert.ok(!redacted.includes(TOKEN))
  assert.ok(!redacted.includes("staff%40example.com") && !redacted.includes("staff@example.com"))
  assert.match(redacted, /"path":"\/app\/reset-password\?token=\[redacted\]&email=\[redacted\]"/)
})

test("every line the process writes, as text or bytes, is redacted", () => {
  const out = new PassThrough() as unknown as NodeJS.WriteStream
  let written = ""
  ;(out as unknown as PassThrough).on("data", (chunk: Buffer) => (written += chunk.toString()))
  redactProcessOutput([out])
  redactProcessOutput([out])
  out.write(`GET /wants/unsubscribe?token=${TOKEN} 200\n`)
  out.write(Buffer.from(`GET /store/products?limit=20 200\n`))
  assert.equal(written, "GET /wants/unsubscribe?token=[redacted] 200\nGET /store/products?limit=20 200\n")
})

test("a line without a query is written as it came, bytes as bytes", () => {
  const out = new PassThrough() as unknown as NodeJS.WriteStream
  const chunks: Buffer[] = []
  ;(out as unknown as PassThrough).on("data", (chunk: Buffer) => chunks.push(chunk))
  redactProcessOutput([out])
  const line = Buffer.from("GET /store/products 200\n")
  out.write(line)
  out.write(Buffer.from(`GET /reset?email=a%40b.example 200\n`))
  assert.equal(redactSecrets('{"level":"info","message":"ready"}'), '{"level":"info","message":"ready"}')
  assert.equal(Buffer.concat(chunks).toString(), "GET /store/products 200\nGET /reset?email=[redacted] 200\n")
})

test("bytes that are not text, such as the test runner's frames, pass byte for byte", () => {
  const out = new PassThrough() as unknown as NodeJS.WriteStream
  const chunks: Buffer[] = []
  ;(out as unknown as PassThrough).on("data", (chunk: Buffer) => chunks.push(chunk))
  redactProcessOutput([out])
  // A frame as node's test runner writes it: a length, then a V8-serialized event whose text
  // carries '=' and '?token=', and bytes that are no valid UTF-8.
  const event = serialize({ type: "test:pass", data: { name: "a=b", file: "/x?token=abc", n: 0xff } })
  const frame = Buffer.concat([Buffer.from([0, 0, 0, 0xff, 0xff]), event])
  out.write(frame)
  assert.deepEqual(Buffer.concat(chunks), frame)
})
