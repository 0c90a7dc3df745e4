import clsx from "clsx"
import type { ButtonHTMLAttributes } from "react"

export type ButtonVariant = "primary" | "gold" | "outline" | "ghost"
export type ButtonSize = "sm" | "md" | "lg" | "icon"

const variants: Record<ButtonVariant, string> = {
  primary: "bg-navy-900 text-white hover:bg-navy-800 disabled:bg-navy-900/50",
  gold: "bg-gold-500 text-navy-950 hover:bg-gold-400 disabled:bg-gold-500/50",
  outline: "border border-navy-900/20 bg-white text-navy-900 hover:border-gold-500 hover:bg-parchment",
  ghost: "text-navy-900 hover:bg-navy-900/5",
}

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
}

/** Shared so links that look like buttons match buttons exactly. */
export function buttonClasses(
  { variant = "primary", size = "md" }: { variant?: ButtonVariant; size?: ButtonSize } = {},
  className?: string
): string {
  return clsx(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500",
    "disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
    className
  )
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />
}
