import { useLocation } from "react-router-dom"
import { splitLanguage } from "./language"

/** The current address without its language prefix: "/de/products" → "/products". */
export function usePagePath(): string {
  return splitLanguage(useLocation().pathname).path
}
