import { useState, type MouseEvent } from "react"
import { DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog"
import { useT } from "@/i18n/react"

type ImageZoomDialogProps = {
  src: string
  alt: string
  title: string
}

/** The enlarged side of a piece; clicking it magnifies twice around the click. */
export function ImageZoomDialog({ src, alt, title }: ImageZoomDialogProps) {
  const t = useT()
  const [zoomed, setZoomed] = useState(false)
  const [origin, setOrigin] = useState("50% 50%")

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    if (rect.width > 0 && event.clientX) {
      const x = ((event.clientX - rect.left) / rect.width) * 100
      const y = ((event.clientY - rect.top) / rect.height) * 100
      setOrigin(`${x}% ${y}%`)
    }
    setZoomed((z) => !z)
  }

  return (
    <DialogContent closeLabel={t("zoom.close")} widthClassName="w-[min(95vw,56rem)]" className="flex flex-col gap-3 p-4 sm:p-6">
      <DialogTitle className="pr-10 font-serif text-lg font-semibold">{title}</DialogTitle>
      <DialogDescription className="text-sm text-navy-900/70">{zoomed ? t("zoom.hintOut") : t("zoom.hintIn")}</DialogDescription>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={zoomed}
        aria-label={zoomed ? t("zoom.out") : t("zoom.in")}
        className="overflow-hidden rounded-md bg-parchment focus-visible:outline-2 focus-visible:outline-gold-500"
      >
        <img
          src={src}
          alt={alt}
          style={{ transformOrigin: origin }}
          className={`mx-auto max-h-[75vh] w-full object-contain transition-transform duration-200 ${zoomed ? "scale-[2.2] cursor-zoom-out" : "cursor-zoom-in"}`}
        />
      </button>
    </DialogContent>
  )
}
