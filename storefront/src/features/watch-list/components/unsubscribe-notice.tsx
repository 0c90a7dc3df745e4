import { useMutation } from "@tanstack/react-query"
import { useEffect } from "react"
import { apiRequest } from "@/lib/api-client"

/** Turns a watched piece's price e-mails off with the e-mail's signed token; no sign-in needed. */
export function UnsubscribeNotice({ token }: { token: string }) {
  const { mutate, isSuccess, error } = useMutation({
    mutationFn: async (value: string) => apiRequest("POST", "/api/watch-list/unsubscribe", { token: value }),
  })
  // Asking twice is harmless: the second answer is the same.
  useEffect(() => mutate(token), [mutate, token])

  if (error) {
    return (
      <p role="alert" className="text-red-800">
        {error.message}
      </p>
    )
  }
  return (
    <p role="status" className="text-lg">
      {isSuccess ? "Done: you will receive no more price e-mails for this piece. It stays on your watch list." : "One moment…"}
    </p>
  )
}
