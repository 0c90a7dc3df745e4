import type { SignIn, User } from "@contract/user"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api-client"
import { applySessionChange } from "./session-change"

export async function signIn(credentials: SignIn): Promise<User> {
  return (await (await apiRequest("POST", "/api/auth/sign-in", credentials)).json()) as User
}

export function useSignIn({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      applySessionChange(queryClient, user)
      onSuccess?.(user)
    },
  })
}
