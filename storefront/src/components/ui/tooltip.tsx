import { cloneElement, useEffect, useLayoutEffect, useRef, useState } from "react"
import type { HTMLAttributes, PointerEvent, ReactElement, Ref, SyntheticEvent } from "react"
import { flushSync } from "react-dom"
import { onDemand } from "@/lib/on-demand"

/**
 * Radix's tooltip (with its popper and floating-ui, about a tenth of the main chunk) is not needed
 * to show a page: it loads once the page is first idle, and a tooltip is built when a person first
 * comes to its control (docs/decisions/250).
 */
export const tooltipParts = onDemand(() => import("./tooltip-parts"))

/** Loads the tooltips' code once the page is first idle, so that a pointer's approach finds it. */
export function usePreloadedTooltips(): void {
  useEffect(() => tooltipParts.preload(), [])
}

type Control = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }

/**
 * Tells a just-built tooltip that the pointer is over its control: the pointer's arrival swapped
 * the control, and the move that came with it went to the one that left, so Radix, which opens
 * on a move, would wait for the next. A mouse brought by one move (a test's) opens it too.
 */
export function pointerStillOver(control: HTMLElement | null): void {
  if (control && typeof PointerEvent === "function") {
    control.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }))
  }
}

/**
 * A short label shown on hover or focus of an icon control. Until a person comes to the control
 * (a mouse over it, keyboard focus) it is the control alone; then Radix's tooltip takes its place,
 * at once on the pointer's arrival, before a button can go down on it, and a keyboard's focus is
 * given back to the new control, which opens the label as focus always does.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<Control> }) {
  usePreloadedTooltips()
  const [built, setBuilt] = useState(false)
  const control = useRef<HTMLElement>(null)
  const refocus = useRef(false)
  const pressing = useRef(false)
  const pointed = useRef(false)
  useLayoutEffect(() => {
    if (!built) return
    if (pointed.current) pointerStillOver(control.current)
    if (!refocus.current) return
    refocus.current = false
    control.current?.focus()
  }, [built])

  const parts = built ? tooltipParts.current() : undefined
  if (parts) {
    return (
      <parts.LabelTooltip label={label}>
        <WithProps ref={control}>{children}</WithProps>
      </parts.LabelTooltip>
    )
  }

  return (
    <WithProps
      ref={control}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        // A touch opens no tooltip (Radix's neither).
        if (event.pointerType === "touch") return
        if (!tooltipParts.current()) {
          // Not loaded yet: for the next approach. Building it later could swap the control under a click.
          tooltipParts.load().catch(() => {})
          return
        }
        refocus.current = document.activeElement === control.current
        pointed.current = true
        flushSync(() => setBuilt(true))
      }}
      onPointerDown={() => (pressing.current = true)}
      onPointerUp={() => (pressing.current = false)}
      onPointerCancel={() => (pressing.current = false)}
      onFocus={() => {
        // Focus from a press: its click is under way on this control, which must stay.
        if (pressing.current) return
        refocus.current = true
        tooltipParts.load().then(
          () => setBuilt(true),
          () => {}
        )
      }}
    >
      {children}
    </WithProps>
  )
}

type Handler = (event: SyntheticEvent<HTMLElement>) => void

/** Its props on its one child: the ref given to it, each handler run after the child's own. */
function WithProps({ children, ...props }: Control & { children: ReactElement<Control> }) {
  const own = children.props as Record<string, unknown>
  const merged: Record<string, unknown> = { ...props }
  for (const [name, handler] of Object.entries(props)) {
    const mine = own[name]
    if (typeof handler === "function" && typeof mine === "function" && name.startsWith("on")) {
      merged[name] = (event: SyntheticEvent<HTMLElement>) => {
        ;(mine as Handler)(event)
        ;(handler as Handler)(event)
      }
    }
  }
  return cloneElement(children, merged)
}
