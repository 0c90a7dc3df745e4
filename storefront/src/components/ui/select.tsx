import * as SelectPrimitive from "@radix-ui/react-select"
import { Check, ChevronDown } from "lucide-react"
import { useId, useLayoutEffect, useRef, useState, type PointerEvent } from "react"
import { flushSync } from "react-dom"

const TRIGGER =
  "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-navy-900/20 bg-white px-3 text-left text-sm text-navy-900 focus-visible:outline-2 focus-visible:outline-gold-500 disabled:opacity-60 data-[placeholder]:text-navy-900/60"

export type SelectOption = { value: string; label: string }

type SelectProps = {
  id?: string
  label: string
  value: string
  options: SelectOption[]
  onValueChange: (value: string) => void
  placeholder?: string
  disabled?: boolean
}

/**
 * A labelled dropdown; every option needs a non-empty value. Its options are drawn only while it
 * is open: closed, Radix draws every option into a detached fragment once the page has hydrated
 * (to show the chosen one's text), which on the listing's filters was over a thousand components
 * and the largest task a phone ran after hydration (docs/decisions/249). The chosen option's label
 * is given to the trigger instead. Once the trigger has had focus the options are drawn closed as
 * well, so that typing a letter on it picks an option as before.
 *
 * Until a person first comes to it (the pointer over it, keyboard focus, a tap) it is a plain
 * button drawn like Radix's trigger: Radix's dropdown registers its trigger, value and list in
 * effects, updates that made a drawn listing's hydration render its five dropdowns again in the
 * same task (docs/decisions/252). Built then, Radix's takes its place, as a grade's tooltip does
 * (docs/decisions/240): keyboard focus is given back to the new trigger, and a tap opens it.
 */
export function Select({ id, label, value, options, onValueChange, placeholder, disabled }: SelectProps) {
  const [open, setOpen] = useState(false)
  const [focused, setFocused] = useState(false)
  const [built, setBuilt] = useState(false)
  // The plain button names a list as Radix's closed trigger does, though neither is drawn closed.
  const listId = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)
  const pressing = useRef(false)
  useLayoutEffect(() => {
    if (!built || !refocus.current) return
    refocus.current = false
    trigger.current?.focus()
  }, [built])
  const chosen = options.find((option) => option.value === value)
  const shown = chosen?.label ?? value
  if (!built) {
    return (
      <button
        type="button"
        id={id}
        role="combobox"
        aria-label={label}
        aria-controls={listId}
        aria-expanded={false}
        aria-autocomplete="none"
        disabled={disabled}
        data-state="closed"
        data-placeholder={shown ? undefined : ""}
        className={TRIGGER}
        // At once, before a button goes down on it: the mouse's press must reach Radix's trigger.
        onPointerEnter={(event: PointerEvent) => {
          if (event.pointerType !== "touch") flushSync(() => setBuilt(true))
        }}
        onPointerDown={() => (pressing.current = true)}
        onPointerCancel={() => (pressing.current = false)}
        onFocus={() => {
          // A tap focuses the button before its click, which builds and opens the dropdown itself.
          if (pressing.current) return
          refocus.current = true
          setBuilt(true)
        }}
        onClick={() => {
          pressing.current = false
          setBuilt(true)
          setOpen(true)
        }}
      >
        <span className="truncate">
          <span style={{ pointerEvents: "none" }}>{shown || placeholder}</span>
        </span>
        <span aria-hidden>
          <ChevronDown className="size-4 opacity-60" aria-hidden />
        </span>
      </button>
    )
  }
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled} open={open} onOpenChange={setOpen}>
      <SelectPrimitive.Trigger ref={trigger} id={id} aria-label={label} onFocus={() => setFocused(true)} className={TRIGGER}>
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder}>{shown}</SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 opacity-60" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-navy-900/15 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {(open || focused ? options : []).map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded py-2 pr-2 pl-8 text-sm text-navy-900 outline-none select-none data-[highlighted]:bg-parchment"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2">
                  <Check className="size-4 text-gold-600" aria-hidden />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  )
}
