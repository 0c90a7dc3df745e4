import { Container, Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

type WidgetSectionProps = {
  title: string
  /** The button beside the title. */
  action: ReactNode
  /** Shown in place of the body when loading or saving failed. */
  error: string | null | undefined
  children: ReactNode
  /** What follows the body whatever happened: a note, a drawer. */
  after?: ReactNode
}

/** A product page section in the style of Medusa's own: a titled region with one action. */
export function WidgetSection({ title, action, error, children, after }: WidgetSectionProps) {
  return (
    <Container className="divide-y p-0" role="region" aria-label={title}>
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{title}</Heading>
        {action}
      </div>
      {error ? (
        <Text size="small" className="text-ui-fg-error px-6 py-4">
          {error}
        </Text>
      ) : (
        children
      )}
      {after}
    </Container>
  )
}
