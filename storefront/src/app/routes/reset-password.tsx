import { MIN_PASSWORD_LENGTH } from "@contract/user"
import { useState, type FormEvent } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { useResetPassword } from "@/features/auth/api/password-reset"
import { AuthCard } from "@/features/auth/components/auth-card"
import { FormError } from "@/features/auth/components/form-error"
import { FormField } from "@/features/auth/components/form-field"
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
        <div className="flex flex-col gap-4">
          <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {reset.data.message}
          </p>
          <Link to="/sign-in" className="text-center text-sm font-medium text-gold-700 underline">
            Sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormError message={problem ?? (reset.isError ? errorMessage(reset.error) : undefined)} />
          {reset.isError && (
            <Link to="/forgot-password" className="text-sm font-medium text-gold-700 underline">
              Ask for a new link
            </Link>
          )}
          <FormField
            id="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormField
            id="repeat"
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? "Saving..." : "Set new password"}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
