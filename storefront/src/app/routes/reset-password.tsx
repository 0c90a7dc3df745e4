import { MIN_PASSWORD_LENGTH } from "@contract/user"
import { useState, type FormEvent } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { useResetPassword } from "@/features/auth/api/password-reset"
import { AuthCard } from "@/features/auth/components/auth-card"
import { NewPasswordField, PasswordField } from "@/features/auth/components/auth-fields"
import { DoneNote } from "@/features/auth/components/done-note"
import { FormError } from "@/features/auth/components/form-error"
import { SubmitButton } from "@/features/auth/components/submit-button"
import { errorMessage } from "@/features/auth/lib/error-message"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useT } from "@/i18n/react"
import { usePaths } from "@/config/paths"

/** The page the e-mailed link opens: sets a new password with the link's single-use token. */
export function ResetPasswordRoute() {
  const t = useT()
  const paths = usePaths()
  useDocumentTitle(t("reset.title"))
  const [params] = useSearchParams()
  const token = params.get("token") ?? ""
  const email = params.get("email") ?? ""
  const [password, setPassword] = useState("")
  const [repeat, setRepeat] = useState("")
  const [problem, setProblem] = useState<string>()
  const reset = useResetPassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(t("reset.tooShort", { min: MIN_PASSWORD_LENGTH }))
    if (password !== repeat) return setProblem(t("reset.differ"))
    setProblem(undefined)
    reset.mutate({ token, password })
  }

  if (!token) {
    return (
      <AuthCard title={t("reset.title")} subtitle={t("reset.needsLink")}>
        <Link to={paths.forgotPassword} className="text-sm font-medium text-gold-700 underline">
          {t("reset.askNew")}
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t("reset.title")} subtitle={email ? t("reset.forAccount", { email }) : t("reset.forYours")}>
      {reset.isSuccess ? (
        <DoneNote message={reset.data.message}>{t("reset.signIn")}</DoneNote>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormError message={problem ?? (reset.isError ? errorMessage(reset.error) : undefined)} />
          {reset.isError && (
            <Link to={paths.forgotPassword} className="text-sm font-medium text-gold-700 underline">
              {t("reset.askNew")}
            </Link>
          )}
          <NewPasswordField label={t("reset.new")} value={password} onChange={(e) => setPassword(e.target.value)} />
          <PasswordField
            id="repeat"
            label={t("reset.repeat")}
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <SubmitButton pending={reset.isPending} busy={t("reset.saving")}>
            {t("reset.submit")}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  )
}
