import clsx from "clsx"
import { Mail, Phone } from "lucide-react"
import { useConfig } from "../api/get-config"

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`
}

/** The support phone line from GET /api/config; nothing until it is known. */
export function PhoneLink({ className, withIcon = true }: { className?: string; withIcon?: boolean }) {
  const { data } = useConfig()
  if (!data?.supportPhone) return null
  return (
    <a href={telHref(data.supportPhone)} className={clsx("inline-flex items-center gap-1.5 hover:underline", className)}>
      {withIcon ? <Phone className="size-3.5" aria-hidden /> : null}
      {data.supportPhone}
    </a>
  )
}

export function EmailLink({ className, withIcon = true }: { className?: string; withIcon?: boolean }) {
  const { data } = useConfig()
  if (!data?.supportEmail) return null
  return (
    <a href={`mailto:${data.supportEmail}`} className={clsx("inline-flex items-center gap-1.5 hover:underline", className)}>
      {withIcon ? <Mail className="size-3.5" aria-hidden /> : null}
      {data.supportEmail}
    </a>
  )
}
