import { Hint, Input, Label } from "@medusajs/ui"
import type { ReactNode } from "react"

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** Shown under the input when there is no error: a warning or a tip. */
  note?: ReactNode
  placeholder?: string
  inputMode?: "decimal" | "text"
}

export function FormField({ id, label, value, onChange, error, note, placeholder, inputMode }: Props) {
  const hintId = `${id}-hint`
  return (
    <div className="flex flex-col gap-y-2">
      <Label htmlFor={id} size="small" weight="plus">
        {label}
      </Label>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || note ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Hint id={hintId} variant="error">
          {error}
        </Hint>
      ) : note ? (
        <div id={hintId}>{note}</div>
      ) : null}
    </div>
  )
}
