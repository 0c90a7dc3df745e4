import type { InputHTMLAttributes } from "react"

export type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string }

export function FormField({ id, label, hint, ...input }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="h-11 rounded-md border border-navy-900/20 bg-white px-3 text-sm placeholder:text-navy-900/40 focus-visible:outline-2 focus-visible:outline-gold-500"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-navy-900/60">
          {hint}
        </p>
      )}
    </div>
  )
}
