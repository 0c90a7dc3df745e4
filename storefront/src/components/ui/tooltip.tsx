import * as TooltipPrimitive from "@radix-ui/react-tooltip"
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from "react"
import { flushSync } from "react-dom"
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/config/constants"

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  )
}

type ControlProps = {
  onPointerEnter?: (event: PointerEvent) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
}

/**
 * A short label shown on hover or focus of an icon control.
 *
 * Built when a person first comes to the control (the pointer over it, keyboard focus), not with
 * the page: Radix's tooltip registers its trigger and anchor in effects, updates that made the
 * header's hydration render its tooltips again in the same task (docs/decisions/252). Built then, it
 * takes the control's place as a grade's does (docs/decisions/240): keyboard focus is given back to
 * the new control, which shows the label as focus always does. A touch never shows it, so a tap
 * leaves the control as it is.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<ControlProps> }) {
  // How it was first approached: by keyboard focus, which the new control takes back.
  const [built, setBuilt] = useState<false | "pointer" | "focus">(false)
  const control = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    if (built === "focus") control.current?.focus()
    // Radix opens on the pointer's moves over its trigger: the one that built it went to the plain control.
    if (built === "pointer" && typeof PointerEvent === "function") {
      control.current?.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }))
    }
  }, [built])

  if (!built) {
    const own = children.props
    return cloneElement(children, {
      // At once, before a button goes down on it: the click must reach the control it ends on.
      onPointerEnter: (event: PointerEvent) => {
        own.onPointerEnter?.(event)
        if (event.pointerType !== "touch") flushSync(() => setBuilt("pointer"))
      },
      // Only a keyboard's focus: a tap's focus comes before its click, which must reach this control.
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event)
        if (focusVisible(event.currentTarget)) setBuilt("focus")
      },
    })
  }
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild ref={control}>
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content sideOffset={6} className="z-50 rounded bg-navy-950 px-2 py-1 text-xs text-white shadow-md">
          {label}
          <TooltipPrimitive.Arrow className="fill-navy-950" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(":focus-visible")
  } catch {
    // A browser that does not know the selector shows focus always.
    return true
  }
}
