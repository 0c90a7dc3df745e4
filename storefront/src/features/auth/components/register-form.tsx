import type { User } from "@contract/user"
import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { useRegister } from "../api/register"
import { errorMessage } from "../lib/error-message"
import { signInPath } from "../lib/return-to"
import { EmailField, NewPasswordField } from "./auth-fields"
import { FormError } from "./form-error"
import { FormField } from "./form-field"
import { SubmitButton } from "./submit-button"
import { useLanguage, useT } from "@/i18n/react"

const NAMES = [
  { id: "firstName", label: "fields.firstName", autoComplete: "given-name" },
  { id: "lastName", label: "fields.lastName", autoComplete: "family-name" },
] as const

type RegisterFormProps = { returnTo: string; onRegistered: (user: User) => void }

export function RegisterForm({ returnTo, onRegistered }: RegisterFormProps) {
  const t = useT()
  const language = useLanguage()
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "", password: "" })
  const register = useRegister({ onSuccess: onRegistered })
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    register.mutate({ ...form, email: form.email.trim() })
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <FormError message={register.isError ? errorMessage(register.error) : undefined} />
      <div className="grid gap-4 sm:grid-cols-2">
        {NAMES.map((name) => (
          <FormField key={name.id} {...name} label={t(name.label)} required value={form[name.id]} onChange={set(name.id)} />
        ))}
      </div>
      <EmailField value={form.email} onChange={set("email")} />
      <NewPasswordField label={t("fields.password")} value={form.password} onChange={set("password")} />
      <SubmitButton pending={register.isPending} busy={t("register.creating")}>
        {t("register.submit")}
      </SubmitButton>
      <p className="text-center text-sm text-navy-900/70">
        {t("register.already")}{" "}
        <Link to={signInPath(returnTo, language)} className="font-medium text-gold-700 underline">
          {t("register.signIn")}
        </Link>
      </p>
    </form>
  )
}
