import type { ReactNode } from "react"
import { Button } from "@/components/ui/button"

/** A form's large submit button, held and saying what it does while the request runs. */
export function SubmitButton({ pending, busy, children }: { pending: boolean; busy: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending}>
      {pending ? busy : children}
    </Button>
  )
}
