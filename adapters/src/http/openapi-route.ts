import type { FastifyInstance } from "fastify"

/** The document @fastify/swagger generates from the /api routes' schemas (adapters/src/http/openapi.ts). */
export function openApiRoutes(app: FastifyInstance): void {
  app.get("/api/openapi.json", { schema: { summary: "This document: the OpenAPI 3.0 description of /api" } }, () => app.swagger())
}
