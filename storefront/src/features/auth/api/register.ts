import type { Register, User } from "@contract/user"
import { apiRequest } from "@/lib/api-client"
import { useSignInMutation } from "./session-change"
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
  return useSignInMutation(register, onSuccess)
}
