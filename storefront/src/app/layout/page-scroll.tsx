import { useLayoutEffect } from "react"
import { ScrollRestoration } from "react-router-dom"

/**
 * React Router's scroll restoration (the top of each new page, the place left on going back),
 * except that the page's first drawing stays where the person is. On the first commit React
 * Router scrolls to the top; on a page the server drew that commit is the hydration, and a person
 * who had already scrolled down (a phone's visitor reading the drawn page while its code loads) was
 * thrown back to the top, under the finger that was about to press a piece's Add to Cart.
 */
export function PageScroll() {
  return (
    <>
      <ScrollRestoration />
      <KeepNotedScroll />
    </>
  )
}

// Where the person is until the first commit, as the scroll events say. Read inside that commit,
// window.scrollY made the browser lay out the whole new page there and then, in the commit's own
// task: on a phone, the longest task of the checkout's start (docs/decisions/261).
let noted = typeof window === "undefined" ? 0 : window.scrollY
const note = () => {
  noted = window.scrollY
}
if (typeof window !== "undefined") window.addEventListener("scroll", note, { passive: true })

function KeepNotedScroll() {
  useLayoutEffect(() => {
    window.removeEventListener("scroll", note)
    // Where the person was (or where the browser had put them back, on a reload), unless that was
    // the top, which leaves React Router free to restore a saved place. React Router's own scroll
    // to the top, a sibling's layout effect before this one, says nothing until the next frame.
    if (noted > 0) window.scrollTo(0, noted)
    noted = 0
  }, [])
  return null
}
