import fastifyCompress from "@fastify/compress"
import type { FastifyInstance } from "fastify"
import { constants } from "node:zlib"

/**
 * Answers made per request (JSON, pages, sitemaps) are compressed on the way out;
 * brotli at a low quality costs about as much CPU as gzip and is still smaller.
 * Files of the built storefront are already compressed at build time and pass untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
