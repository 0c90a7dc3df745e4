import { useUser } from "@/features/auth/api/get-user"

/** The signed-in collector's e-mail, or null for a guest or a staff member (whose accounts keep no watch list). */
export function useCollector(): string | null {
  const { data: user } = useUser()
  return user && !user.isAdmin ? user.email : null
}
