import { useTypedEarly } from "@/hooks/use-typed-early"
import { useDebouncedFilter } from "../hooks/use-debounced-filter"

type TextFilterProps = {
  id: string
  label: string
  placeholder: string
  value: string
  onApply: (value: string) => void
  /** Applies what was typed as the box is left, without waiting for the pause (the filter sheet). */
  applyOnLeave?: boolean
}

/** A free-text filter applied to the URL after a pause in typing. */
export function TextFilter({ id, label, placeholder, value, onApply, applyOnLeave = false }: TextFilterProps) {
  const [text, setText, flush] = useDebouncedFilter(value, onApply)
  const typedEarly = useTypedEarly(setText)
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-navy-900/70">
        {label}
      </label>
      <input
        ref={typedEarly}
        id={id}
        type="text"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onBlur={applyOnLeave ? flush : undefined}
        className="h-10 rounded-md border border-navy-900/20 bg-white px-3 text-sm placeholder:text-navy-900/40 focus-visible:outline-2 focus-visible:outline-gold-500"
      />
    </div>
  )
}
