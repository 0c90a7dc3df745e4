import { useNavigate, useSearchParams } from "react-router-dom"
import { AuthCard } from "@/features/auth/components/auth-card"
import { RegisterForm } from "@/features/auth/components/register-form"
import { safeReturnTo } from "@/features/auth/lib/return-to"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function RegisterRoute() {
  useDocumentTitle("Create an account")
  const [params] = useSearchParams()
  const returnTo = safeReturnTo(params.get("returnTo"))
  const navigate = useNavigate()
  return (
    <AuthCard title="Create an account" subtitle="Follow your orders from your collector's account.">
      <RegisterForm
        returnTo={returnTo}
        onRegistered={() => void navigate(returnTo === "/" ? "/account" : returnTo, { replace: true })}
      />
    </AuthCard>
  )
}
