import { ApiError, messageOf } from "@/lib/api-client"
import { translateNow } from "@/i18n/react"

/**
 * The server's own sentence from an ApiError ("401: {"message":"…"}"), for a
 * form to show; anything else falls back to a general sentence.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return messageOf(error) || error.message
  return translateNow("common.error")
}
