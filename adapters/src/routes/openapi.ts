import type { FastifyInstance } from "fastify"
import { buildOpenApiDocument } from "../contract/openapi.js"

export function openApiRoutes(app: FastifyInstance): void {
  const document = buildOpenApiDocument()
  app.get("/api/openapi.json", (_request, reply) => reply.send(document))
}
