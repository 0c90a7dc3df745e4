import fastifySwagger from "@fastify/swagger"
import type { FastifyInstance } from "fastify"
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod"
import { z } from "zod"
import "../contract/components.js"
import { ErrorBody } from "../contract/error.js"
import { checkInput } from "./errors.js"

const transform = createJsonSchemaTransform({ skipList: [] })

/**
 * Routes declare their input and answers with the contract's zod schemas (docs/decisions/111):
 * Fastify validates params, query and body with them before the handler runs, a failure being
 * the same 400 `{ message }` as ever, and /api/openapi.json is generated from the /api routes.
 * Answers are sent as the handler built them: the schemas describe, they do not strip.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(
    ({ schema }) =>
      (data) =>
        checkInput(schema as z.ZodType, data)
  )
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Numismatic shop API",
        version: "1.0.0",
        description: "The shop server's /api. Every non-2xx answer is { message }. Prices are euros as two-decimal strings.",
      },
    },
    // Only /api is the contract; pages, images and health checks are not described.
    transform: (route) => (route.url.startsWith("/api/") ? transform(route) : { schema: { hide: true }, url: route.url }),
    transformObject: jsonSchemaTransformObject,
  })
}

/** An answer in the document: a schema with what it means. */
export const answer = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
})

/** An error answer in the document: `{ message }` and when it comes. */
export const problem = (description: string) => answer(ErrorBody, description)

/** An answer without a body. */
export const empty = (description: string) => z.undefined().describe(description)
