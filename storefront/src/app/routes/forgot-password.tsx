import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { useForgotPassword } from "@/features/auth/api/password-reset"
import { AuthCard } from "@/features/auth/components/auth-card"
import { FormError } from "@/features/auth/components/form-error"
import { FormField } from "@/features/auth/components/form-field"
import { errorMessage } from "@/features/auth/lib/error-message"
import { useDocumentTitle } from "@/hooks/use-document-title"

/** 'Forgot password?': asks for the address; the answer never tells whether it has an account. */
export function ForgotPasswordRoute() {
  useDocumentTitle("Forgot password")
  const [email, setEmail] = useState("")
  const request = useForgotPassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    request.mutate({ email: email.trim() })
  }

  return (
    <AuthCard title="Forgot password?" subtitle="We will e-mail you a link to choose a new password.">
      {request.isSuccess ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {request.data.message}
          </p>
          <Link to="/sign-in" className="text-center text-sm font-medium text-gold-700 underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormError message={request.isError ? errorMessage(request.error) : undefined} />
          <FormField
            id="email"
            label="Email Address"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" size="lg" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
