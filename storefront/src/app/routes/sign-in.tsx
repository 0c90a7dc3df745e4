import { Navigate, useNavigate, useSearchParams } from "react-router-dom"
import { useUser } from "@/features/auth/api/get-user"
import { AuthCard } from "@/features/auth/components/auth-card"
import { SignInForm } from "@/features/auth/components/sign-in-form"
import { safeReturnTo } from "@/features/auth/lib/return-to"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useT } from "@/i18n/react"
import { usePaths } from "@/config/paths"

export function SignInRoute() {
  const t = useT()
  useDocumentTitle(t("signIn.title"))
  const [params] = useSearchParams()
  const paths = usePaths()
  const asked = safeReturnTo(params.get("returnTo"))
  // Nowhere in particular: this language's home page.
  const returnTo = asked === "/" ? paths.home : asked
  const navigate = useNavigate()
  const { data: user } = useUser()
  // Already signed in: straight on to where the visitor was going.
  if (user) return <Navigate to={returnTo} replace />
  return (
    <AuthCard title={t("signIn.title")} subtitle={t("signIn.subtitle")}>
      <SignInForm returnTo={returnTo} onSignedIn={() => void navigate(returnTo, { replace: true })} />
    </AuthCard>
  )
}
