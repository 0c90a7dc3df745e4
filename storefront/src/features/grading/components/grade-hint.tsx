import { GRADING_PATH, gradeNames, gradeRows } from "@contract/grading"
import * as TooltipPrimitive from "@radix-ui/react-tooltip"
import { useRef, useState, type MouseEvent, type PointerEvent } from "react"
import { Link } from "react-router-dom"

/** The guide's address for a row: /grading#very-fine. */
export function gradeHref(rowId: string): string {
  return `${GRADING_PATH}#${rowId}`
}

/**
 * A grade that explains itself: hover or focus shows what it means, and it links to
 * its row in the grading guide. On touch the first tap opens the explanation and a
 * second tap follows the link. Free text the guide does not cover stays plain.
 */
export function GradeHint({ grade }: { grade: string }) {
  const [open, setOpen] = useState(false)
  const touch = useRef(false)
  const wasOpen = useRef(false)
  const rows = gradeRows(grade)
  const first = rows[0]
  if (!first) return <>{grade}</>

  function onPointerDown(event: PointerEvent) {
    touch.current = event.pointerType === "touch"
    wasOpen.current = open
  }

  function onClick(event: MouseEvent) {
    if (touch.current && !wasOpen.current) {
      // Stops Radix closing it again too (it skips its handler on a prevented event).
      event.preventDefault()
      setOpen(true)
    }
  }

  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>
        <Link
          to={gradeHref(first.id)}
          onPointerDown={onPointerDown}
          onClick={onClick}
          data-testid="grade-hint"
          className="underline decoration-dotted underline-offset-2 hover:text-gold-700 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          {grade}
        </Link>
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs space-y-2 rounded bg-navy-950 px-3 py-2 text-left text-xs leading-snug text-white shadow-md"
        >
          {rows.map((row) => {
            const names = gradeNames(grade, row)
            return (
              <div key={row.id}>
                <p className="font-semibold">
                  {grade}: {row.title}
                  {names.length > 0 ? ` (${names.map((n) => `${n.name}, ${n.language}`).join("; ")})` : null}
                </p>
                <p>
                  Sheldon {row.sheldon[0]!.number}
                  {row.sheldon.length > 1 ? `–${row.sheldon[row.sheldon.length - 1]!.number}` : ""}. {row.description}
                </p>
              </div>
            )
          })}
          <p className="text-gold-300">Select the grade to open the grading guide.</p>
          <TooltipPrimitive.Arrow className="fill-navy-950" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
