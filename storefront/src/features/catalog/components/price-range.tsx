import { useState } from "react"
import { useDebouncedFilter } from "../hooks/use-debounced-filter"
import { useTypedEarly } from "@/hooks/use-typed-early"
import { useT } from "@/i18n/react"

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/
const INPUT_CLASS =
  "h-10 w-full min-w-0 rounded-md border border-navy-900/20 bg-white px-3 text-sm placeholder:text-navy-900/40 focus-visible:outline-2 focus-visible:outline-gold-500 aria-invalid:border-red-600"

/**
 * A price as the URL keeps it ("12.50"), from what a person typed: a decimal comma and a
 * euro sign are fine; "" means no limit. undefined: not an amount.
 */
export function toPriceParam(typed: string): string | undefined {
  const amount = typed.replace(/€/g, "").trim().replace(",", ".")
  return amount === "" || AMOUNT.test(amount) ? amount : undefined
}

type PriceInputProps = {
  id: string
  kind: "min" | "max"
  value: string
  problem?: string
  onApply: (value: string) => void
  applyOnLeave: boolean
}

function PriceInput({ id, kind, value, problem, onApply, applyOnLeave }: PriceInputProps) {
  const t = useT()
  const label = t(kind === "min" ? "price.min" : "price.max")
  const [notAmount, setNotAmount] = useState(false)
  const [text, setText, flush] = useDebouncedFilter(value, (typed) => {
    const param = toPriceParam(typed)
    setNotAmount(param === undefined)
    if (param !== undefined) onApply(param)
  })
  const typedEarly = useTypedEarly(setText)
  // Said once typing pauses, and gone as soon as the box holds an amount (typed or from the URL).
  const message =
    notAmount && toPriceParam(text) === undefined ? t(kind === "min" ? "price.min.problem" : "price.max.problem") : problem
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-navy-900/70">
        {t("price.label", { label })}
      </label>
      <input
        ref={typedEarly}
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={kind === "min" ? "0" : t("price.any")}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={applyOnLeave ? flush : undefined}
        className={INPUT_CLASS}
      />
      {message ? (
        <p id={`${id}-problem`} className="text-xs text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  )
}

type PriceRangeProps = {
  min?: string
  max?: string
  onApply: (key: "priceMin" | "priceMax", value: string) => void
  /** Prefix of the boxes' ids, unique on the page (the filter sheet repeats the panel's fields). */
  idPrefix?: string
  /** Applies what was typed as a box is left, without waiting for the pause (the filter sheet). */
  applyOnLeave?: boolean
}

/** Minimum and maximum price in euros, both included; kept in the URL as priceMin and priceMax. */
export function PriceRange({ min, max, onApply, idPrefix = "filter", applyOnLeave = false }: PriceRangeProps) {
  const t = useT()
  const reversed = min !== undefined && max !== undefined && Number(min) > Number(max)
  return (
    <fieldset className="col-span-2 flex min-w-0 gap-2">
      <legend className="sr-only">{t("price.legend")}</legend>
      <PriceInput
        id={`${idPrefix}-price-min`}
        kind="min"
        value={min ?? ""}
        onApply={(v) => onApply("priceMin", v)}
        applyOnLeave={applyOnLeave}
      />
      <PriceInput
        id={`${idPrefix}-price-max`}
        applyOnLeave={applyOnLeave}
        kind="max"
        value={max ?? ""}
        problem={reversed ? t("price.reversed") : undefined}
        onApply={(v) => onApply("priceMax", v)}
      />
    </fieldset>
  )
}
