import * as ToastPrimitive from "@radix-ui/react-toast"
import clsx from "clsx"
import { X } from "lucide-react"
import type { ComponentPropsWithoutRef } from "react"
import type { ToastVariant } from "@/hooks/use-toast"

export const ToastProvider = ToastPrimitive.Provider

export function ToastViewport({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={clsx(
        "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
        className
      )}
      {...props}
    />
  )
}

type ToastProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant }

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={clsx(
        "toast-root group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg",
        variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-gold-300 bg-white text-navy-900",
        className
      )}
      {...props}
    />
  )
}

export function ToastTitle(props: ComponentPropsWithoutRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className="text-sm font-semibold" {...props} />
}

export function ToastDescription(props: ComponentPropsWithoutRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className="text-sm opacity-90" {...props} />
}

export function ToastClose() {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  )
}
