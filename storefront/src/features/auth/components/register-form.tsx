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

const NAMES = [
  { id: "firstName", label: "First Name", autoComplete: "given-name" },
  { id: "lastName", label: "Last Name", autoComplete: "family-name" },
] as const

type RegisterFormProps = { returnTo: string; onRegistered: (user: User) => void }

export function RegisterForm({ returnTo, onRegistered }: RegisterFormProps) {
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
          <FormField key={name.id} {...name} required value={form[name.id]} onChange={set(name.id)} />
        ))}
      </div>
      <EmailField value={form.email} onChange={set("email")} />
      <NewPasswordField label="Password" value={form.password} onChange={set("password")} />
      <SubmitButton pending={register.isPending} busy="Creating your account...">
        Create account
      </SubmitButton>
      <p className="text-center text-sm text-navy-900/70">
        Already have an account?{" "}
        <Link to={signInPath(returnTo)} className="font-medium text-gold-700 underline">
          Sign in
        </Link>
      </p>
    </form>
  )
}
