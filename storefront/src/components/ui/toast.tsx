import * as ToastPrimitive from "@radix-ui/react-toast"
import clsx from "clsx"
import { X } from "lucide-react"
import { useEffect, useRef, type ComponentPropsWithoutRef } from "react"
import type { ToastVariant } from "@/hooks/use-toast"
import { translateNow } from "@/i18n/react"

export const ToastProvider = ToastPrimitive.Provider

/**
 * Where the notifications appear. Radix draws it as a list whose items have the status role
 * and two focus sentinels that are focusable yet hidden from assistive technology; axe counts
 * both as serious (radix-ui/primitives#1750). The notifications are drawn as plain boxes with
 * the status role instead, and the sentinels, which are empty, are not hidden: the fix Radix
 * merged upstream (#2595) but has not released in 1.3.
 */
export function ToastViewport({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const region = ref.current?.parentElement
    if (!region) return
    const unhide = () => {
      for (const sentinel of region.querySelectorAll(":scope > span[aria-hidden='true'][tabindex='0']"))
        sentinel.removeAttribute("aria-hidden")
    }
    unhide()
    const observer = new MutationObserver(unhide)
    observer.observe(region, { childList: true })
    return () => observer.disconnect()
  }, [])
  return (
    <ToastPrimitive.Viewport asChild {...props}>
      <div
        ref={ref}
        className={clsx(
          "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
          className
        )}
      />
    </ToastPrimitive.Viewport>
  )
}

type ToastProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant }

export function Toast({ className, variant = "default", children, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root asChild {...props}>
      <div
        className={clsx(
          "toast-root group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg",
          variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-gold-300 bg-white text-navy-900",
          className
        )}
      >
        {children}
      </div>
    </ToastPrimitive.Root>
  )
}

export function ToastTitle(props: ComponentPropsWithoutRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className="text-sm font-semibold" {...props} />
}

export function ToastDescription(props: ComponentPropsWithoutRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className="text-sm opacity-90" {...props} />
}

// Outside the page's language context (the toaster wraps the router): the shown page's language.
export function ToastClose() {
  return (
    <ToastPrimitive.Close
      aria-label={translateNow("common.closeNotification")}
      className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  )
}
