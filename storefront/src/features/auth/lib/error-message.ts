import { ApiError } from "@/lib/api-client"

/**
 * The server's own sentence from an ApiError ("401: {"message":"…"}"), for a
 * form to show; anything else falls back to a general sentence.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.message.slice(error.message.indexOf(":") + 1).trim()
    try {
      const parsed: unknown = JSON.parse(body)
      if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
        return parsed.message
      }
    } catch {
      // Not JSON: the body text itself is the best there is.
    }
    return body || error.message
  }
  return "Something went wrong. Please try again."
}
