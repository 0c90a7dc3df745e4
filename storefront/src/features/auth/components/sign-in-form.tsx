import type { User } from "@contract/user"
import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { useSignIn } from "../api/sign-in"
import { errorMessage } from "../lib/error-message"
import { EmailField, PasswordField } from "./auth-fields"
import { FormError } from "./form-error"
import { SubmitButton } from "./submit-button"
import { useT } from "@/i18n/react"
import { usePaths } from "@/config/paths"

type SignInFormProps = { returnTo: string; onSignedIn: (user: User) => void }

/** One form for staff and customers: the server knows which one an e-mail belongs to. */
export function SignInForm({ returnTo, onSignedIn }: SignInFormProps) {
  const t = useT()
  const paths = usePaths()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const signIn = useSignIn({ onSuccess: onSignedIn })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    signIn.mutate({ email: email.trim(), password })
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate={false}>
      <FormError message={signIn.isError ? errorMessage(signIn.error) : undefined} />
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField
        label={t("fields.password")}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Link to={paths.forgotPassword} className="-mt-2 self-end text-sm font-medium text-gold-700 underline">
        {t("signIn.forgot")}
      </Link>
      <SubmitButton pending={signIn.isPending} busy={t("signIn.busy")}>
        {t("signIn.submit")}
      </SubmitButton>
      <p className="text-center text-sm text-navy-900/70">
        {t("signIn.new")}{" "}
        <Link to={`${paths.register}?returnTo=${encodeURIComponent(returnTo)}`} className="font-medium text-gold-700 underline">
          {t("signIn.create")}
        </Link>
      </p>
    </form>
  )
}
