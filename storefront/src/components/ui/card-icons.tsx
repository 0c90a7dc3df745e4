// Lucide's heart, shopping cart and check (ISC licence), drawn as plain SVG: a listing draws a
// heart and a cart on every card, and Lucide's component builds each icon's attributes and merges
// its classes anew on every draw, a twentieth of the shop server's drawing of a listing.

import type { ReactNode } from "react"

type IconProps = { className?: string }

const HEART = (
  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
)
const CART = (
  <>
    <path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" />
    <path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" />
    <circle cx="18" cy="20" r="2" />
    <circle cx="8" cy="20" r="2" />
  </>
)
const CHECK = <path d="M20 6 9 17l-5-5" />

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

export const HeartIcon = ({ className }: IconProps) => <Icon className={className}>{HEART}</Icon>
export const CartIcon = ({ className }: IconProps) => <Icon className={className}>{CART}</Icon>
export const CheckIcon = ({ className }: IconProps) => <Icon className={className}>{CHECK}</Icon>
