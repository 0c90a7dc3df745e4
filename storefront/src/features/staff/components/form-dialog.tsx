import type { FormEvent, ReactNode } from "react"
import { Button } from "@/components/ui/button"
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog"

/** The look of a staff dialog's text and date boxes. */
export const fieldClasses = "mt-1 w-full rounded-md border border-navy-900/20 px-3 py-2 text-sm"

type FormDialogProps = {
  open: boolean
  /** Called with true as the dialog opens (reset the form there) and false as it closes. */
  onOpenChange: (open: boolean) => void
  /** The trigger's label; the submit button says the same unless `submitLabel` is given. */
  label: string
  triggerClassName?: string
  title: ReactNode
  description: ReactNode
  /** The button that closes without acting ("Keep order"); none when absent. */
  closeLabel?: string
  submitLabel?: string
  pending: boolean
  /** The server's reason the last attempt failed. */
  error: string
  onSubmit: () => void
  children?: ReactNode
}

/**
 * A staff action that asks first: a button that opens a form in a dialog, the server's
 * reason shown inside it when refused, and the submit button held while the request runs.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onOpenChange, label, triggerClassName, title, description, closeLabel, pending, error, children } = props
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className={triggerClassName}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="p-6">
        <DialogTitle className="pr-10 text-lg font-semibold">{title}</DialogTitle>
        <DialogDescription className="text-sm text-navy-900/70">{description}</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-3">
          {children}
          {error && (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            {closeLabel ? (
              <DialogClose asChild>
                <Button variant="outline">{closeLabel}</Button>
              </DialogClose>
            ) : null}
            <Button type="submit" disabled={pending}>
              {props.submitLabel ?? label}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
