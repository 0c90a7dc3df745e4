import * as TooltipPrimitive from "@radix-ui/react-tooltip"
import { useState, type ReactElement, type ReactNode } from "react"
import { flushSync } from "react-dom"
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/config/constants"

// Radix shares the skip delay through one provider above every tooltip. Built one at a time
// (components/ui/tooltip.tsx), each tooltip has its own, and they share it here: within the skip
// delay of one closing, the next opens at once.
let lastClosedAt = Number.NEGATIVE_INFINITY
const delayNow = () => (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS)

type TooltipRootProps = {
  trigger: ReactElement
  children: ReactNode
  className: string
  open?: boolean
  onOpenChange?: (open: boolean) => void
  collisionPadding?: number
}

/** Radix's tooltip around `trigger`, with the shop's delays (spec: 700 ms, skip delay 300 ms). */
export function TooltipRoot({ trigger, children, className, open, onOpenChange, collisionPadding }: TooltipRootProps) {
  const [delay, setDelay] = useState(delayNow)
  return (
    <TooltipPrimitive.Provider delayDuration={delay} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) lastClosedAt = performance.now()
          onOpenChange?.(next)
        }}
      >
        {/* The pointer's arrival sets the delay before Radix, on the pointer's first move, starts it. */}
        <TooltipPrimitive.Trigger asChild onPointerEnter={() => flushSync(() => setDelay(delayNow()))}>
          {trigger}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content sideOffset={6} collisionPadding={collisionPadding} className={className}>
            {children}
            <TooltipPrimitive.Arrow className="fill-navy-950" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  )
}

/** A short label shown on hover or focus of an icon control. */
export function LabelTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipRoot trigger={children} className="z-50 rounded bg-navy-950 px-2 py-1 text-xs text-white shadow-md">
      {label}
    </TooltipRoot>
  )
}
