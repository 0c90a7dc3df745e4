import { isUtf8 } from "node:buffer"

const REDACTED = "[redacted]"

// The same parameters the shop server redacts (adapters/src/http/logging.ts): reset links of the
// back office (/app/reset-password?token=…&email=…) and anything else that carries a secret or a person.
const SECRET_PARAMETERS = /([?&;](?:token|email|e-mail|code|password|secret|signature|sig|key)=)[^&;#\s"'\\]*/gi

/**
 * A text (a URL, a whole log line) with the values of those query parameters replaced. It runs on
 * every line the process writes; most carry no query at all, and a search for "=" rules them out.
 */
export function redactSecrets(text: string): string {
  return text.includes("=") ? text.replace(SECRET_PARAMETERS, `$1${REDACTED}`) : text
}

const EQUALS = 0x3d
const NUL = 0x00

/**
 * Bytes that are a line of text: valid UTF-8 without NUL. Anything else on the stream is data
 * that must reach its reader byte for byte (node's test runner reports each test of a file over
 * its standard output as V8-serialized frames, which start with NUL bytes), so it is never
 * decoded and written back as text.
 */
const isText = (bytes: Buffer) => !bytes.includes(NUL) && isUtf8(bytes)

/** A chunk written as bytes: decoded and redacted only when it is text and may carry a parameter. */
function redactChunk(chunk: unknown): unknown {
  if (typeof chunk === "string") return redactSecrets(chunk)
  if (Buffer.isBuffer(chunk) && chunk.includes(EQUALS) && isText(chunk)) return redactSecrets(chunk.toString("utf8"))
  return chunk
}

/**
 * Medusa logs each request's path and referrer (its HTTP log, written straight to standard
 * output in production) and offers no hook to change them: every line this process writes
 * passes through redactSecrets instead (docs/decisions/218). Idempotent.
 */
export function redactProcessOutput(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    const marked = stream as NodeJS.WriteStream & { shopRedacted?: true }
    if (marked.shopRedacted) continue
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean
    stream.write = (chunk: unknown, ...rest: unknown[]) => write(redactChunk(chunk), ...rest)
    marked.shopRedacted = true
  }
}
