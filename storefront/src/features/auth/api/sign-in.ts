import type { SignIn, User } from "@contract/user"
import { apiRequest } from "@/lib/api-client"
import { useSignInMutation } from "./session-change"

export async function signIn(credentials: SignIn): Promise<User> {
  return (await (await apiRequest("POST", "/api/auth/sign-in", credentials)).json()) as User
}

export function useSignIn({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  return useSignInMutation(signIn, onSuccess)
}
