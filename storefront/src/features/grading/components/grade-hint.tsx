import { GRADING_PATH, gradeNames, gradeRows } from "@contract/grading"
import * as TooltipPrimitive from "@radix-ui/react-tooltip"
import { useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent } from "react"
import { flushSync } from "react-dom"
import { Link } from "react-router-dom"
import { localisePath, type Language } from "@/i18n/language"
import { useLanguage, useT, type MessageId } from "@/i18n/react"

/** The guide's address for a row: /grading#very-fine. */
export function gradeHref(rowId: string, language: Language = "en"): string {
  return `${localisePath(GRADING_PATH, language)}#${rowId}`
}

/**
 * A grade that explains itself: hover or focus shows what it means, and it links to
 * its row in the grading guide. On touch the first tap opens the explanation and a
 * second tap follows the link. Free text the guide does not cover stays plain.
 *
 * The tooltip is built when a person first comes to the grade (the pointer over it, keyboard
 * focus, a first tap), not with the page: Radix's tooltip registers its trigger and anchor in
 * effects, two updates per card that a listing's hydration paid for every card at once
 * (docs/decisions/240). Built then, it takes the link's place: a keyboard's focus is given back to
 * the new link, which opens the explanation as focus always does.
 */
export function GradeHint({ grade }: { grade: string }) {
  const t = useT()
  const language = useLanguage()
  const [open, setOpen] = useState(false)
  const [built, setBuilt] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  const refocus = useRef(false)
  const pressing = useRef(false)
  const touch = useRef(false)
  const wasOpen = useRef(false)
  const pointered = useRef(false)
  useLayoutEffect(() => {
    if (built && pointered.current && typeof PointerEvent === "function") {
      // Radix opens on the pointer's moves over its trigger: the one that built it went to the plain link.
      pointered.current = false
      link.current?.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }))
    }
    if (!built || !refocus.current) return
    refocus.current = false
    link.current?.focus()
  }, [built])
  const rows = gradeRows(grade)
  const first = rows[0]
  if (!first) return <>{grade}</>

  function onPointerDown(event: PointerEvent) {
    touch.current = event.pointerType === "touch"
    wasOpen.current = open
    pressing.current = true
  }

  function onClick(event: MouseEvent) {
    pressing.current = false
    if (touch.current && !wasOpen.current) {
      // Stops Radix closing it again too (it skips its handler on a prevented event).
      event.preventDefault()
      setBuilt(true)
      setOpen(true)
    }
  }

  // Until the tooltip is built, the link itself listens for a person coming to it.
  const approach = built
    ? {}
    : {
        // At once, before a button goes down on it: the link a click starts on must be the one it ends on.
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType === "touch") return
          pointered.current = true
          flushSync(() => setBuilt(true))
        },
        onPointerCancel: () => (pressing.current = false),
        onFocus: () => {
          // A tap focuses the link before its click, which builds the tooltip itself.
          if (pressing.current) return
          refocus.current = true
          setBuilt(true)
        },
      }
  const anchor = (
    <Link
      ref={link}
      to={gradeHref(first.id, language)}
      {...approach}
      onPointerDown={onPointerDown}
      onClick={onClick}
      data-testid="grade-hint"
      className="underline decoration-dotted underline-offset-2 hover:text-gold-700 focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      {grade}
    </Link>
  )
  if (!built) return anchor

  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>{anchor}</TooltipPrimitive.Trigger>
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
                  {t("hint.title", { grade, title: t(`grade.${row.id}.title` as MessageId) })}
                  {names.length > 0 ? ` (${names.map((n) => `${n.name}, ${n.language}`).join("; ")})` : null}
                </p>
                <p>
                  {t("hint.sheldon", {
                    range: `${row.sheldon[0]!.number}${row.sheldon.length > 1 ? `–${row.sheldon[row.sheldon.length - 1]!.number}` : ""}`,
                    description: t(`grade.${row.id}.description` as MessageId),
                  })}
                </p>
              </div>
            )
          })}
          <p className="text-gold-300">{t("hint.open")}</p>
          <TooltipPrimitive.Arrow className="fill-navy-950" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
