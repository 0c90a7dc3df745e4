import type { Register, User } from "@contract/user"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api-client"
import { applySessionChange } from "./session-change"

export async function register(input: Register): Promise<User> {
  return (await (await apiRequest("POST", "/api/auth/register", input)).json()) as User
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
