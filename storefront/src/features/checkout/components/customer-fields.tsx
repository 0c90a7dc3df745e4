import type { CustomerInfo } from "@contract/checkout"
import { useT } from "@/i18n/react"

const input =
  "mt-1 block h-10 w-full rounded-md border border-navy-900/20 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-gold-500"

type Props = { value: CustomerInfo; onChange: (value: CustomerInfo) => void; disabled: boolean }

export function CustomerFields({ value, onChange, disabled }: Props) {
  const t = useT()
  // The phone's keyboard follows the field: words capitalised for names, the e-mail keyboard without.
  const field = (name: keyof CustomerInfo, label: string, type: "text" | "email", autoComplete: string) => (
    <label className="block text-sm font-medium">
      {label}
      <input
        name={name}
        type={type}
        inputMode={type}
        autoCapitalize={type === "email" ? "none" : "words"}
        spellCheck={false}
        required
        autoComplete={autoComplete}
        disabled={disabled}
        className={input}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      />
    </label>
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field("firstName", t("customer.firstName"), "text", "given-name")}
      {field("lastName", t("customer.lastName"), "text", "family-name")}
      <div className="sm:col-span-2">{field("email", t("customer.email"), "email", "email")}</div>
    </div>
  )
}
