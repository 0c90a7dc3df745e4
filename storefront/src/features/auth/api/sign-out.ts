import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api-client"
import { applySessionChange } from "./session-change"

export async function signOut(): Promise<void> {
  // State-changing calls are JSON only, so even this one carries a body.
  await apiRequest("POST", "/api/auth/sign-out", {})
}

export function useSignOut({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      applySessionChange(queryClient, null)
      onSuccess?.()
    },
  })
}
