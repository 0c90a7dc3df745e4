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

/** The page the e-mailed link opens: sets a new password with the link's single-use token. */
export function ResetPasswordRoute() {
  useDocumentTitle("Choose a new password")
  const [params] = useSearchParams()
  const token = params.get("token") ?? ""
  const email = params.get("email") ?? ""
  const [password, setPassword] = useState("")
  const [repeat, setRepeat] = useState("")
  const [problem, setProblem] = useState<string>()
  const reset = useResetPassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`)
    if (password !== repeat) return setProblem("The two passwords differ.")
    setProblem(undefined)
    reset.mutate({ token, password })
  }

  if (!token) {
    return (
      <AuthCard title="Choose a new password" subtitle="This page needs the link from the e-mail we sent you.">
        <Link to="/forgot-password" className="text-sm font-medium text-gold-700 underline">
          Ask for a new link
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Choose a new password" subtitle={email ? `For the account ${email}.` : "For your account."}>
      {reset.isSuccess ? (
        <DoneNote message={reset.data.message}>Sign in</DoneNote>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormError message={problem ?? (reset.isError ? errorMessage(reset.error) : undefined)} />
          {reset.isError && (
            <Link to="/forgot-password" className="text-sm font-medium text-gold-700 underline">
              Ask for a new link
            </Link>
          )}
          <NewPasswordField label="New password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <PasswordField
            id="repeat"
            label="Repeat the new password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <SubmitButton pending={reset.isPending} busy="Saving...">
            Set new password
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  )
}
