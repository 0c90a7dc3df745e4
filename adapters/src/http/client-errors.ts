import type { Socket } from "node:net"

const MESSAGES: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request's address or headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request came too slowly."],
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers too large,
 * malformed request line, too slow): answer those too with `{ message }` and the
 * shop's CSP and nosniff, then close.
 */
export function clientErrorHandler(csp: string) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) return socket.destroy()
    const [status, message] = MESSAGES[error.code ?? ""] ?? [400, "The request is malformed."]
    const body = JSON.stringify({ message })
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request"}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Security-Policy: ${csp}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`
    )
  }
}
