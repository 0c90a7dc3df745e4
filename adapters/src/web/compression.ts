import fastifyCompress from "@fastify/compress"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

// At or above this size an answer is worth compressing.
const THRESHOLD_BYTES = 1024
// Up to this size an answer is compressed in one call on the event loop: a drawn listing (about
// 170 KB) takes about 0.35 ms at brotli's quality 3, far less than a zlib stream's plumbing cost it
// (docs/decisions/255). Larger answers (the sitemap's parts) go to a stream on the thread pool,
// where their compression runs beside the event loop instead of holding it up.
const AT_ONCE_MAX_BYTES = 512 * 1024
// Quality 3: a drawn listing 5% larger than at 4 (14.0 KB against 13.3), in half the time; the
// shop server drew 13% more listings a second with it (docs/decisions/255).
const BROTLI_QUALITY = 3
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json|problem\+json)|image\/svg\+xml)|\+(json|xml)\b/

/**
 * Answers made per request (JSON, pages, sitemaps) are compressed on the way out; brotli at a
 * low quality costs about as much CPU as gzip and is still smaller. A text answer of up to
 * 512 KB is compressed in one call: `@fastify/compress` pipes every answer through a zlib
 * stream, whose plumbing cost more than the compression itself on every page and JSON answer
 * (docs/decisions/249). It still compresses larger answers and streams. Files of the built
 * storefront are already compressed at build time and pass untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (request, reply, payload) => compressedAtOnce(request, reply, payload))
  await app.register(fastifyCompress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  })
}

function compressedAtOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload
  const size = Buffer.byteLength(payload)
  if (size < THRESHOLD_BYTES || size > AT_ONCE_MAX_BYTES) return payload
  const current = reply.getHeader("content-encoding")
  if ((current && current !== "identity") || request.headers["x-no-compression"] !== undefined) return payload
  if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? "application/json"))) return payload
  const encoding = chosenEncoding(request.headers["accept-encoding"])
  if (!encoding) return payload
  const body =
    encoding === "br"
      ? brotliCompressSync(payload, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
        })
      : gzipSync(payload)
  const vary = String(reply.getHeader("vary") ?? "")
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding")
  reply.header("content-encoding", encoding)
  reply.removeHeader("content-length")
  return body
}

/** br when the browser takes it, else gzip, else nothing; `q=0` refuses, `*` takes either. */
export function chosenEncoding(header: string | string[] | undefined): "br" | "gzip" | undefined {
  const weights = new Map<string, number>()
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (!name) continue
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined)
    weights.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0
  const br = weight("br")
  const gzip = weight("gzip")
  if (br > 0 && br >= gzip) return "br"
  if (gzip > 0) return "gzip"
  return undefined
}
