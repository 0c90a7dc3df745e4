import type { Register, User } from "@contract/user"
import type { Language } from "@/i18n/language"
import { useLanguage } from "@/i18n/react"
import { apiRequest } from "@/lib/api-client"
import { useSignInMutation } from "./session-change"
import { signIn } from "./sign-in"

/**
 * Registration answers the same whether or not the e-mail had an account and signs no
 * one in; signing in with the same password is what opens the new account.
 */
export async function register(input: Register, language: Language = "en"): Promise<User> {
  // The account's language, for its e-mails (decision 242).
  await apiRequest("POST", "/api/auth/register", { ...input, language })
  return signIn({ email: input.email, password: input.password })
}

export function useRegister({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const language = useLanguage()
  return useSignInMutation((input: Register) => register(input, language), onSuccess)
}
