import { Client, FetchError } from "@medusajs/js-sdk"
import type { StoreSearchQuery } from "../catalogue/search-request.js"
import type { CategoryRecord } from "../catalogue/lookups.js"
import { SearchResponse } from "./catalogue-document.js"
import type { SearchResult } from "./catalogue-document.js"

/** Medusa did not answer (down, unreachable, too slow): the shop answers 503. */
export class MedusaUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The shop's catalogue service is not reachable right now. Please try again in a moment.", { cause })
    this.name = "MedusaUnavailableError"
  }
}

/** Medusa answered, but not as the shop expects: a fault on our side, never the client's. */
export class MedusaResponseError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined
  ) {
    super(message)
    this.name = "MedusaResponseError"
  }
}

/** What the catalogue needs from Medusa. Tests replace it with a fake. */
export interface CatalogueGateway {
  search(queries: StoreSearchQuery[]): Promise<SearchResult[]>
  listCategories(): Promise<CategoryRecord[]>
}

export type MedusaGatewayOptions = { medusaUrl: string; publishableKey: string; timeoutMs?: number }

/** js-sdk's HTTP client (the `Medusa` facade's `.client`), which every call here goes through. */
export function createMedusaClient(options: MedusaGatewayOptions): Client {
  return new Client({
    baseUrl: options.medusaUrl,
    publishableKey: options.publishableKey,
    // A server holds no shopper token of its own for catalogue reads.
    auth: { type: "jwt", jwtTokenStorageMethod: "nostore" },
  })
}

async function call<T>(request: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  try {
    return await request(AbortSignal.timeout(timeoutMs))
  } catch (error) {
    if (error instanceof FetchError && error.status !== undefined) {
      throw new MedusaResponseError(`Medusa answered ${error.status}: ${error.message}`, error.status)
    }
    throw new MedusaUnavailableError(error)
  }
}

export function createMedusaGateway(options: MedusaGatewayOptions): CatalogueGateway {
  const client = createMedusaClient(options)
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    async search(queries) {
      const body = await call(
        (signal) =>
          client.fetch<unknown>("/store/search", { method: "POST", body: { queries }, signal }),
        timeoutMs
      )
      const parsed = SearchResponse.safeParse(body)
      if (!parsed.success) throw new MedusaResponseError(`Unexpected search answer: ${parsed.error.message}`, 200)
      return parsed.data.results
    },
    async listCategories() {
      const body = await call(
        (signal) =>
          client.fetch<{ product_categories: CategoryRecord[] }>("/store/product-categories", {
            query: { fields: "id,name,handle,rank", limit: 100, order: "rank" },
            signal,
          }),
        timeoutMs
      )
      return body.product_categories.map(({ id, name, handle }) => ({ id, name, handle }))
    },
  }
}
