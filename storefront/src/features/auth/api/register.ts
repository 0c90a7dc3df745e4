import type { Register, User } from "@contract/user"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api-client"
import { applySessionChange } from "./session-change"
import { signIn } from "./sign-in"

/**
 * Registration answers the same whether or not the e-mail had an account and signs no
 * one in; signing in with the same password is what opens the new account.
 */
export async function register(input: Register): Promise<User> {
  await apiRequest("POST", "/api/auth/register", input)
  return signIn({ email: input.email, password: input.password })
}

export function useRegister({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      applySessionChange(queryClient, user)
      onSuccess?.(user)
    },
  })
}
