import * as DialogPrimitive from "@radix-ui/react-dialog"
import clsx from "clsx"
import { X } from "lucide-react"
import type { ComponentPropsWithoutRef } from "react"

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogTitle = DialogPrimitive.Title
export const DialogDescription = DialogPrimitive.Description
export const DialogClose = DialogPrimitive.Close

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  closeLabel?: string
  overlayClassName?: string
}

/** Overlay plus content in a portal; clicking the overlay or Esc closes it. */
export function DialogContent({ className, overlayClassName, closeLabel = "Close", children, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid="dialog-overlay"
        className={clsx("fixed inset-0 z-40 bg-navy-950/60", overlayClassName)}
      />
      <DialogPrimitive.Content className={clsx("fixed z-50 bg-white shadow-xl outline-none", className)} {...props}>
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 rounded p-2 text-navy-900 hover:bg-navy-900/5 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
