import { z } from "zod"
import type { MedusaCall } from "../medusa/call.js"

/** When the collector's current visit and the one before began (commerce/src/lib/visits.ts). */
const VisitsBody = z.object({
  visits: z.object({ last_visit_at: z.string().nullable(), previous_visit_at: z.string().nullable() }),
})

const PATH = "/store/customers/me/visits"

/** A visit begins: the collector has just signed in. */
export async function beginVisit(call: MedusaCall, token: string): Promise<void> {
  await call(PATH, { method: "POST", token })
}

/** When the collector's previous visit began; null before their second visit. */
export async function previousVisitAt(call: MedusaCall, token: string): Promise<string | null> {
  return VisitsBody.parse(await call(PATH, { token })).visits.previous_visit_at
}
