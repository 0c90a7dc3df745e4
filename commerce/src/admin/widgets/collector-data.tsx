import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Skeleton, Text } from "@medusajs/ui"
import { useState } from "react"
import { CollectorDrawer } from "../components/collector-drawer"
import { CollectorSummary } from "../components/collector-summary"
import { useCollector } from "../lib/use-collector"

/** The product's collector data (grade, certificate, catalogue reference, flags) with its edit form. */
const CollectorDataWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { view, error, setView } = useCollector(product.id)
  const [editing, setEditing] = useState(false)

  return (
    <Container className="divide-y p-0" role="region" aria-label="Collector data">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Collector data</Heading>
        <Button size="small" variant="secondary" disabled={!view} onClick={() => setEditing(true)}>
          Edit
        </Button>
      </div>
      {error ? (
        <Text size="small" className="text-ui-fg-error px-6 py-4">
          {error}
        </Text>
      ) : view ? (
        <CollectorSummary item={view.collector_item} />
      ) : (
        <div className="px-6 py-4">
          <Skeleton className="h-20 w-full" />
        </div>
      )}
      {view ? (
        <CollectorDrawer
          productId={product.id}
          item={view.collector_item}
          open={editing}
          onOpenChange={setEditing}
          onSaved={setView}
        />
      ) : null}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.before" })

export default CollectorDataWidget
