import * as DialogPrimitive from "@radix-ui/react-dialog"
import clsx from "clsx"
import { X } from "lucide-react"
import type { ComponentPropsWithoutRef } from "react"
import { useT } from "@/i18n/react"

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogTitle = DialogPrimitive.Title
export const DialogDescription = DialogPrimitive.Description
export const DialogClose = DialogPrimitive.Close

/** Where a dialog sits: centred in the window, a full-height panel at the right, or a bottom sheet. */
export type DialogPlacement = "center" | "side" | "sheet"

/*
 * Every placement is bounded by the window (the dynamic viewport height, so a phone's
 * browser bars never hide the bottom) and scrolls inside itself when its content is
 * taller: a dialog can never be drawn where nobody can reach it.
 */
const placements: Record<DialogPlacement, string> = {
  center: "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg",
  side: "top-0 right-0 h-dvh max-h-dvh max-w-full",
  sheet: "bottom-0 left-0 max-h-[90dvh] rounded-t-lg",
}

/* A width that tailwind can tell apart from the placement: each placement has its own default. */
const defaultWidths: Record<DialogPlacement, string> = {
  center: "w-[min(28rem,calc(100vw-2rem))]",
  side: "w-[24rem]",
  sheet: "w-full",
}

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  closeLabel?: string
  overlayClassName?: string
  placement?: DialogPlacement
  /** Replaces the placement's default width (e.g. a wider centred dialog for a picture). */
  widthClassName?: string
}

/**
 * Overlay plus content in a portal, placed inside the window; clicking the overlay or Esc
 * closes it and focus moves into it while it is open (both Radix's).
 */
export function DialogContent({
  className,
  overlayClassName,
  closeLabel,
  placement = "center",
  widthClassName,
  children,
  ...props
}: ContentProps) {
  const t = useT()
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid="dialog-overlay"
        className={clsx("fixed inset-0 z-40 bg-navy-950/60", overlayClassName)}
      />
      <DialogPrimitive.Content
        data-placement={placement}
        className={clsx(
          "fixed z-50 overflow-y-auto overscroll-contain bg-white shadow-xl outline-none",
          placements[placement],
          widthClassName ?? defaultWidths[placement],
          className
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel ?? t("common.close")}
          className="absolute top-3 right-3 rounded p-2 text-navy-900 hover:bg-navy-900/5 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
