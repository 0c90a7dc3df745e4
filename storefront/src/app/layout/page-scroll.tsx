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
      <NoteScroll />
      <ScrollRestoration />
      <KeepNotedScroll />
    </>
  )
}

// Set and read in the same commit: a sibling's layout effects run in the order of the tree.
let noted = 0

function NoteScroll() {
  useLayoutEffect(() => {
    noted = window.scrollY
  }, [])
  return null
}

function KeepNotedScroll() {
  useLayoutEffect(() => {
    // Where the person was (or where the browser had put them back, on a reload), unless that was
    // the top, which leaves React Router free to restore a saved place.
    if (noted > 0) window.scrollTo(0, noted)
    noted = 0
  }, [])
  return null
}
