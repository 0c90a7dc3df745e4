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

export const SignIn = z.object({
  email,
  password: z.string().min(1, "password is required").max(200),
})
export type SignIn = z.infer<typeof SignIn>

export const MIN_PASSWORD_LENGTH = 8

export const Register = z.object({
  firstName: z.string().trim().min(1, "firstName is required").max(100),
  lastName: z.string().trim().min(1, "lastName is required").max(100),
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH, `password must have at least ${MIN_PASSWORD_LENGTH} characters`).max(200),
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
