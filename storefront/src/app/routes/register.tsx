import { useNavigate, useSearchParams } from "react-router-dom"
import { AuthCard } from "@/features/auth/components/auth-card"
import { RegisterForm } from "@/features/auth/components/register-form"
import { safeReturnTo } from "@/features/auth/lib/return-to"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useT } from "@/i18n/react"
import { usePaths } from "@/config/paths"

export function RegisterRoute() {
  const t = useT()
  const paths = usePaths()
  useDocumentTitle(t("register.title"))
  const [params] = useSearchParams()
  const returnTo = safeReturnTo(params.get("returnTo"))
  const navigate = useNavigate()
  return (
    <AuthCard title={t("register.title")} subtitle={t("register.subtitle")}>
      <RegisterForm
        returnTo={returnTo}
        onRegistered={() =>
          void navigate(returnTo === "/" || returnTo === paths.home ? paths.account : returnTo, { replace: true })
        }
      />
    </AuthCard>
  )
}
