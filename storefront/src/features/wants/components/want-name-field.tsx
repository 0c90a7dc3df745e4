import clsx from "clsx"

type WantNameFieldProps = {
  label: string
  value: string
  onChange: (name: string) => void
  className?: string
  boxHeight: string
}

/** What a want is called in the list and in its e-mails. */
export function WantNameField({ label, value, onChange, className, boxHeight }: WantNameFieldProps) {
  return (
    <label className={clsx("flex flex-col gap-1 text-sm font-medium", className)}>
      {label}
      <input
        className={clsx(boxHeight, "rounded-md border border-navy-900/20 px-3 text-sm")}
        value={value}
        maxLength={80}
        required
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
}
