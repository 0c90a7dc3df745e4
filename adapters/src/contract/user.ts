import { LANGUAGES } from "./language.js"
import { z } from "zod"

/** The spec's User (§3): a Medusa staff user (isAdmin) or a customer. */
export const User = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
})
export type User = z.infer<typeof User>

/**
 * An e-mail address, normalised once, here, for every path (sign-in, registration,
 * checkout): trimmed and lower-cased, so one address is one account whatever its case.
 */
export const Email = z
  .string({ error: "email must be an e-mail address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "email must be an e-mail address" }).max(254, "email must be at most 254 characters"))
const email = Email

/** The longest first or last name the shop takes. */
export const MAX_NAME_LENGTH = 50

// Letters of any script with their combining marks, and between them single spaces, apostrophes
// (' and ’), hyphens, and a period that ends a word ("Anne-Marie", "O’Brien", "J. R."). No digits,
// no other signs, no "evil.example": a name is shown to staff and written into e-mails, never a
// place for a link (docs/decisions/217).
const NAME = /^[\p{L}\p{M}]+(?:(?:[ '’-]|\. )[\p{L}\p{M}]+)*\.?$/u

/**
 * A person's first or last name, the one rule wherever a name enters (registration, the
 * checkout's buyer): trimmed, required, at most MAX_NAME_LENGTH characters, letters and the
 * few signs names carry. A 400 names the field.
 */
export const PersonName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(MAX_NAME_LENGTH, `${field} must be at most ${MAX_NAME_LENGTH} characters`)
    .regex(NAME, `${field} may hold only letters, with single spaces, apostrophes, hyphens or periods between them`)

/**
 * The language a customer registers or orders in: their e-mails are written in it
 * (docs/decisions/246). Anything but the three is a 400 naming them.
 */
export const Language = z.enum(LANGUAGES, { error: "language must be en (English), de (German) or fr (French)" })
export type Language = z.infer<typeof Language>

export const SignIn = z.object({
  email,
  password: z.string().min(1, "password is required").max(200),
})
export type SignIn = z.infer<typeof SignIn>

export const MIN_PASSWORD_LENGTH = 8

export const Register = z.object({
  firstName: PersonName("firstName"),
  lastName: PersonName("lastName"),
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH, `password must have at least ${MIN_PASSWORD_LENGTH} characters`).max(200),
  // Optional: the account's e-mails are then in English until the customer orders in another language.
  language: Language.optional(),
})
export type Register = z.infer<typeof Register>

/** 'Forgot password?': the address to send a reset link to. */
export const ForgotPassword = z.object({ email })
export type ForgotPassword = z.infer<typeof ForgotPassword>

/** The page the reset link opens: Medusa's single-use token and the new password. */
export const ResetPassword = z.object({
  // Medusa's reset token is a JWT: three base64url parts. Anything else is not a link of ours,
  // and some of it (a line break, a character past Latin-1) could not even be sent on to Medusa.
  token: z
    .string()
    .min(1, "token is required")
    .max(4000)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, "token is not from a reset link: please ask for a new link"),
  password: z.string().min(MIN_PASSWORD_LENGTH, `password must have at least ${MIN_PASSWORD_LENGTH} characters`).max(200),
})
export type ResetPassword = z.infer<typeof ResetPassword>
