import type { ForgotPassword, ResetPassword } from "@contract/user"
import { useMutation } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api-client"

type Answer = { message: string }

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (input: ForgotPassword): Promise<Answer> =>
      (await (await apiRequest("POST", "/api/auth/forgot-password", input)).json()) as Answer,
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: ResetPassword): Promise<Answer> =>
      (await (await apiRequest("POST", "/api/auth/reset-password", input)).json()) as Answer,
  })
}
