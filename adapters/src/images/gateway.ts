import { MedusaCallError } from "../medusa/errors.js"

/** Medusa answered the image's address with an error. */
export class UpstreamRefusal extends Error {
  constructor(readonly status: 404 | 502) {
    super(status === 404 ? "No such image" : "The image could not be loaded")
  }
}

/** A picture from Medusa's /static, as it answers it; the routes send it on or make a variant of it. */
export async function fetchImage(medusaUrl: string, path: string): Promise<Response> {
  let upstream: Response
  try {
    upstream = await fetch(`${medusaUrl}/static/${path}`, { signal: AbortSignal.timeout(10_000), redirect: "error" })
  } catch (error) {
    throw new MedusaCallError(`/static/${path}`, undefined, {}, { cause: error })
  }
  if (!upstream.ok) throw new UpstreamRefusal(upstream.status === 404 ? 404 : 502)
  return upstream
}
