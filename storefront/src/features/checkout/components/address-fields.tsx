import type { Country } from "@contract/checkout"
import type { ReactNode } from "react"
import type { AddressErrors, AddressForm } from "../lib/address"
import { useLanguage, useT } from "@/i18n/react"
import { countriesIn } from "../lib/countries"

const input =
  "mt-1 block h-10 w-full rounded-md border border-navy-900/20 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-gold-500 aria-invalid:border-red-600"

type Props = {
  value: AddressForm
  onChange: (value: AddressForm) => void
  errors: AddressErrors
  countries: Country[]
  disabled: boolean
  /** The group's title; the checkout's address step by default. */
  legend?: string
  /** Shown under the title, above the fields (the checkout's saved addresses). */
  intro?: ReactNode
}

// A phone's keyboard per field: postcodes hold letters in many countries (SW1A 1AA), so text.
const KEYBOARDS: Partial<Record<keyof AddressForm, "text" | "tel">> = {
  address1: "text",
  address2: "text",
  postalCode: "text",
  city: "text",
  phone: "tel",
}

/** The shipping address: lines, postcode, city, a country the shop ships to, an optional phone. */
export function AddressFields({ value, onChange, errors, countries, disabled, legend, intro }: Props) {
  const t = useT()
  const shown = countriesIn(countries, useLanguage())
  const error = (name: keyof AddressForm) =>
    errors[name] ? (
      <span id={`${name}-error`} className="mt-1 block text-xs text-red-700">
        {errors[name]}
      </span>
    ) : null
  // The message sits outside the label, so the field's name stays its label alone.
  const field = (name: keyof AddressForm, label: string, autoComplete: string, required = true) => (
    <div>
      <label className="block text-sm font-medium">
        {label}
        {!required && <span className="font-normal text-navy-900/70">{t("fields.optional")}</span>}
        <input
          name={name}
          type={name === "phone" ? "tel" : "text"}
          inputMode={KEYBOARDS[name]}
          autoCapitalize={name === "postalCode" ? "characters" : name === "phone" ? undefined : "words"}
          spellCheck={false}
          required={required}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
          className={input}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        />
      </label>
      {error(name)}
    </div>
  )
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-serif text-xl font-semibold">{legend ?? t("fields.shippingAddress")}</legend>
      {intro ? <div className="sm:col-span-2">{intro}</div> : null}
      <div className="sm:col-span-2">{field("address1", t("fields.address1"), "shipping address-line1")}</div>
      <div className="sm:col-span-2">{field("address2", t("fields.address2"), "shipping address-line2", false)}</div>
      {field("postalCode", t("fields.postalCode"), "shipping postal-code")}
      {field("city", t("fields.city"), "shipping address-level2")}
      <div>
        <label className="block text-sm font-medium">
          {t("fields.country")}
          <select
            name="countryCode"
            required
            autoComplete="shipping country"
            disabled={disabled}
            aria-invalid={errors.countryCode ? true : undefined}
            aria-describedby={errors.countryCode ? "countryCode-error" : undefined}
            className={input}
            value={value.countryCode}
            onChange={(event) => onChange({ ...value, countryCode: event.target.value })}
          >
            <option value="">{t("fields.choose")}</option>
            {shown.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {error("countryCode")}
      </div>
      {field("phone", t("fields.phone"), "shipping tel", false)}
    </fieldset>
  )
}
