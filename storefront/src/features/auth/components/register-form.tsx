import { MIN_PASSWORD_LENGTH } from "@contract/user"
import type { User } from "@contract/user"
import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { useRegister } from "../api/register"
import { errorMessage } from "../lib/error-message"
import { signInPath } from "../lib/return-to"
import { FormError } from "./form-error"
import { FormField } from "./form-field"

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
        <FormField
          id="firstName"
          label="First Name"
          autoComplete="given-name"
          required
          value={form.firstName}
          onChange={set("firstName")}
        />
        <FormField
          id="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
          value={form.lastName}
          onChange={set("lastName")}
        />
      </div>
      <FormField
        id="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={set("email")}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={form.password}
        onChange={set("password")}
      />
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? "Creating your account..." : "Create account"}
      </Button>
      <p className="text-center text-sm text-navy-900/70">
        Already have an account?{" "}
        <Link to={signInPath(returnTo)} className="font-medium text-gold-700 underline">
          Sign in
        </Link>
      </p>
    </form>
  )
}
