import { useState, type FormEvent } from "react"
import { useForgotPassword } from "@/features/auth/api/password-reset"
import { AuthCard } from "@/features/auth/components/auth-card"
import { EmailField } from "@/features/auth/components/auth-fields"
import { DoneNote } from "@/features/auth/components/done-note"
import { FormError } from "@/features/auth/components/form-error"
import { SubmitButton } from "@/features/auth/components/submit-button"
import { errorMessage } from "@/features/auth/lib/error-message"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useT } from "@/i18n/react"

/** 'Forgot password?': asks for the address; the answer never tells whether it has an account. */
export function ForgotPasswordRoute() {
  const t = useT()
  useDocumentTitle(t("forgot.docTitle"))
  const [email, setEmail] = useState("")
  const request = useForgotPassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    request.mutate({ email: email.trim() })
  }

  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      {request.isSuccess ? (
        <DoneNote message={request.data.message}>{t("forgot.back")}</DoneNote>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormError message={request.isError ? errorMessage(request.error) : undefined} />
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <SubmitButton pending={request.isPending} busy={t("forgot.sending")}>
            {t("forgot.send")}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  )
}
