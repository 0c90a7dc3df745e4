import { MIN_PASSWORD_LENGTH } from "@contract/user"
import { FormField, type FormFieldProps } from "./form-field"
import { useT } from "@/i18n/react"

type FieldProps = Omit<FormFieldProps, "id" | "label" | "type">

export function EmailField(props: FieldProps) {
  const t = useT()
  return <FormField id="email" label={t("fields.email")} type="email" autoComplete="email" required {...props} />
}

type PasswordFieldProps = FieldProps & { id?: string; label: string }

export function PasswordField({ id = "password", ...props }: PasswordFieldProps) {
  return <FormField id={id} type="password" required {...props} />
}

/** A password being chosen, with the shop's rule for its length. */
export function NewPasswordField(props: PasswordFieldProps) {
  const t = useT()
  return (
    <PasswordField
      autoComplete="new-password"
      minLength={MIN_PASSWORD_LENGTH}
      hint={t("fields.atLeast", { min: MIN_PASSWORD_LENGTH })}
      {...props}
    />
  )
}
