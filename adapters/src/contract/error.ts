import { z } from "zod"

/** Every non-2xx answer of /api carries a message a person can act on. */
export const ErrorBody = z.object({ message: z.string() })
export type ErrorBody = z.infer<typeof ErrorBody>
