import { useState } from "react"
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "@/config/constants"
import { useToasts, useToastStore } from "@/hooks/use-toast"
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast"
import { translateNow } from "@/i18n/react"

/**
 * Renders the notification queue with spec §9's timings and gestures. Its region is drawn with the
 * first notification: Radix's region registers itself in an effect, an update that made every
 * page's hydration render the app's root again in the same task (docs/decisions/252).
 */
export function Toaster() {
  const toasts = useToasts()
  const dismiss = useToastStore((s) => s.dismiss)
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  if (!needed) return null

  return (
    <ToastProvider
      label={translateNow("toast.region")}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          duration={duration}
          variant={variant}
          onOpenChange={(next) => {
            if (!next) dismiss(id)
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} />
    </ToastProvider>
  )
}
