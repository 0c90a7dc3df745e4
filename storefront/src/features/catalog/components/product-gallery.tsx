import { DETAIL_IMAGE_SIZES } from "@contract/image-variants"
import { ZoomIn } from "lucide-react"
import { Dialog, DialogTrigger } from "@/components/ui/dialog"
import { ImageZoomDialog } from "./image-zoom-dialog"
import { ProductImage } from "./product-image"
import { useT } from "@/i18n/react"

type Side = { key: "obverse" | "reverse"; src: string }

/**
 * Large obverse and reverse; each opens enlarged in a dialog. On phones the two faces are
 * slides swiped sideways (CSS scroll snap, the next face peeking in), so the picture leaves
 * room for the name, grade and price on the first screen; from tablet width up, side by side.
 */
export function ProductGallery({
  name,
  frontImageUrl,
  backImageUrl,
}: {
  name: string
  frontImageUrl: string
  backImageUrl: string
}) {
  const t = useT()
  const sides: Side[] = [{ key: "obverse", src: frontImageUrl }]
  // The obverse is the page's largest paint; the shop server preloads the same address.
  if (backImageUrl && backImageUrl !== frontImageUrl) sides.push({ key: "reverse", src: backImageUrl })

  return (
    <div
      data-testid="product-gallery"
      className={
        sides.length > 1
          ? "-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0"
          : "grid grid-cols-1"
      }
    >
      {sides.map((side) => (
        <figure key={side.key} className="flex w-[66%] shrink-0 snap-start flex-col gap-2 max-sm:mx-auto sm:w-auto">
          <Dialog>
            <DialogTrigger
              aria-label={t(`gallery.${side.key}.enlarge`, { name })}
              className="group relative overflow-hidden rounded-lg border border-navy-900/10 bg-white p-3 focus-visible:outline-2 sm:p-4 focus-visible:outline-gold-500"
            >
              <ProductImage
                src={side.src}
                alt={t(`gallery.${side.key}.alt`, { name })}
                loading="eager"
                priority={side.key === "obverse"}
                sizes={DETAIL_IMAGE_SIZES}
                className="aspect-square w-full transition-transform duration-300 group-hover:scale-105"
              />
              <span className="absolute right-3 bottom-3 rounded-full bg-navy-900/80 p-2 text-white">
                <ZoomIn className="size-4" aria-hidden />
              </span>
            </DialogTrigger>
            <ImageZoomDialog
              src={side.src}
              alt={t(`gallery.${side.key}.enlarged`, { name })}
              title={t(`gallery.${side.key}.title`, { name })}
            />
          </Dialog>
          <figcaption className="text-center text-sm text-navy-900/70">{t(`gallery.${side.key}`)}</figcaption>
        </figure>
      ))}
    </div>
  )
}
