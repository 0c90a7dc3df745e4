import { z } from "@medusajs/framework/zod"
import { MedusaError } from "@medusajs/framework/utils"

/** At most this many pieces on one watch list. */
export const MAX_WATCHED = 500

export const AddToWatchList = z
  .object({
    product_ids: z
      .array(z.string().regex(/^prod_[A-Za-z0-9]{1,60}$/))
      .min(1)
      .max(100),
  })
  .strict()

export const WatchEntryParams = z.object({ id: z.string().regex(/^watch_[A-Za-z0-9]{1,60}$/) })

export const Unsubscribe = z.object({ token: z.string().min(1).max(300) }).strict()

export function parseInput<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, issues.join("; "))
  }
  return parsed.data
}
