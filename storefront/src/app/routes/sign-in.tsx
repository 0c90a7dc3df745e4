import { Navigate, useNavigate, useSearchParams } from "react-router-dom"
import { useUser } from "@/features/auth/api/get-user"
import { AuthCard } from "@/features/auth/components/auth-card"
import { SignInForm } from "@/features/auth/components/sign-in-form"
import { safeReturnTo } from "@/features/auth/lib/return-to"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function SignInRoute() {
  useDocumentTitle("Sign in")
  const [params] = useSearchParams()
  const returnTo = safeReturnTo(params.get("returnTo"))
  const navigate = useNavigate()
  const { data: user } = useUser()
  // Already signed in: straight on to where the visitor was going.
  if (user) return <Navigate to={returnTo} replace />
  return (
    <AuthCard title="Sign in" subtitle="Staff and collectors sign in with their e-mail address.">
      <SignInForm returnTo={returnTo} onSignedIn={() => void navigate(returnTo, { replace: true })} />
    </AuthCard>
  )
}
