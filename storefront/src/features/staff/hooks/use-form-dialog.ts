import { useState } from "react"
import { toast, type ToastInput } from "@/hooks/use-toast"
import { messageOf } from "@/lib/api-client"

/**
 * A staff form dialog's state: `props` go to the FormDialog (opening it clears the last
 * refusal, then calls `onOpen` to reset the form); `settle(done)` starts a request and gives
 * its callbacks: close and say what was done, or show the server's reason inside.
 */
export function useFormDialog(onOpen?: () => void) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState("")
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) return
    setError("")
    onOpen?.()
  }
  const settle = <T>(done: (result: T) => ToastInput) => {
    setError("")
    return {
      onSuccess: (result: T) => {
        setOpen(false)
        toast(done(result))
      },
      onError: (e: Error) => setError(messageOf(e)),
    }
  }
  return { props: { open, onOpenChange, error }, settle }
}
