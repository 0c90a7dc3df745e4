import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Skeleton } from "@medusajs/ui"
import { useState } from "react"
import { CollectorDrawer } from "../components/collector-drawer"
import { CollectorSummary } from "../components/collector-summary"
import { WidgetSection } from "../components/widget-section"
import { useCollector } from "../lib/use-collector"

/** The product's collector data (grade, certificate, catalogue reference, flags) with its edit form. */
const CollectorDataWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { view, error, setView } = useCollector(product.id)
  const [editing, setEditing] = useState(false)

  return (
    <WidgetSection
      title="Collector data"
      action={
        <Button size="small" variant="secondary" disabled={!view} onClick={() => setEditing(true)}>
          Edit
        </Button>
      }
      error={error}
      after={
        view ? (
          <CollectorDrawer
            productId={product.id}
            item={view.collector_item}
            open={editing}
            onOpenChange={setEditing}
            onSaved={setView}
          />
        ) : null
      }
    >
      {view ? (
        <CollectorSummary item={view.collector_item} />
      ) : (
        <div className="px-6 py-4">
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </WidgetSection>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.before" })

export default CollectorDataWidget
