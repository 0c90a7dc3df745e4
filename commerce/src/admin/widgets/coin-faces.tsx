import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Text, toast, usePrompt } from "@medusajs/ui"
import { useState } from "react"
import { WidgetSection } from "../components/widget-section"
import { errorMessage, swapFaces } from "../lib/collector-api"
import type { Face } from "../lib/collector-api"
import { useCollector } from "../lib/use-collector"

function FaceTile({ label, face }: { label: string; face: Face | null }) {
  return (
    <figure className="flex flex-col items-center gap-y-2" data-testid={`face-${label.toLowerCase()}`}>
      <div className="bg-ui-bg-subtle flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border">
        {face ? <img src={face.url} alt={label} className="h-full w-full object-contain" /> : <Text size="xsmall">No image</Text>}
      </div>
      <figcaption>
        <Text size="small" weight="plus">
          {label}
        </Text>
      </figcaption>
    </figure>
  )
}

/**
 * Which image shoppers see as the obverse (the first by rank) and which as the
 * reverse (the second), and a way to swap them.
 */
const CoinFacesWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { view, error } = useCollector(product.id)
  const [swapping, setSwapping] = useState(false)
  const prompt = usePrompt()
  const faces = view?.faces

  const swap = async () => {
    const confirmed = await prompt({
      title: "Swap obverse and reverse?",
      description: "Shoppers will see the current reverse as the front image.",
      confirmText: "Swap",
      cancelText: "Cancel",
    })
    if (!confirmed) return
    setSwapping(true)
    try {
      await swapFaces(product.id)
      // Medusa's own Media section and thumbnail read the new order on reload.
      window.location.reload()
    } catch (e) {
      toast.error("The images were not swapped", { description: errorMessage(e) })
      setSwapping(false)
    }
  }

  return (
    <WidgetSection
      title="Obverse and reverse"
      action={
        <Button size="small" variant="secondary" disabled={!faces?.reverse} isLoading={swapping} onClick={() => void swap()}>
          Swap
        </Button>
      }
      error={error}
      after={
        <Text size="small" className="text-ui-fg-subtle px-6 py-3">
          The first image in Media is the obverse, the second the reverse
          {faces?.other_images ? `; ${faces.other_images} more are not shown in the shop` : ""}.
        </Text>
      }
    >
      <div className="grid grid-cols-2 gap-4 px-6 py-4">
        <FaceTile label="Obverse" face={faces?.obverse ?? null} />
        <FaceTile label="Reverse" face={faces?.reverse ?? null} />
      </div>
    </WidgetSection>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.after" })

export default CoinFacesWidget
