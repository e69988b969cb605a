import { z } from 'zod'

/**
 * The account forms' rules and messages, in one place: the server's routers parse requests with
 * them and the storefront's login and signup forms check the fields with them before sending.
 * Kept out of the home page's bundle: only lazily loaded screens import this file.
 */

/** Passwords are at least 8 characters. The upper bound keeps hashing cheap. */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 200

export const LOGIN_FIELDS_REQUIRED = 'Please enter both username and password'
export const ALL_FIELDS_REQUIRED = 'All fields are required'
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message })

export const loginSchema = z.object({
  // The username or the account's e-mail address (issue 29).
  username: z.string({ error: LOGIN_FIELDS_REQUIRED }).trim().min(1, LOGIN_FIELDS_REQUIRED).max(254, 'Invalid username or password'),
  password: z.string({ error: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(MAX_PASSWORD_LENGTH, 'Invalid username or password'),
})
export type LoginInput = z.infer<typeof loginSchema>

export const usernameSchema = requiredText(ALL_FIELDS_REQUIRED)
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores')

export const emailSchema = requiredText(ALL_FIELDS_REQUIRED)
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Invalid email' }))

export const passwordSchema = z
  .string({ error: ALL_FIELDS_REQUIRED })
  .min(1, ALL_FIELDS_REQUIRED)
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters long')
  .max(MAX_PASSWORD_LENGTH, 'Password must be at most 200 characters long')

export const signupSchema = z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema })
export type SignupInput = z.infer<typeof signupSchema>

const confirmPasswordSchema = z.string({ error: ALL_FIELDS_REQUIRED }).min(1, ALL_FIELDS_REQUIRED)

/**
 * The confirmation must match the password. It is checked even when another field is wrong, so
 * every field shows its problem at once.
 */
const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword
const mismatchAtConfirmation = {
  path: ['confirmPassword'],
  message: PASSWORDS_DO_NOT_MATCH,
  when: ({ value }: { value: unknown }) => {
    const form = value as { password?: unknown; confirmPassword?: unknown }
    return typeof form.password === 'string' && typeof form.confirmPassword === 'string' && form.password !== '' && form.confirmPassword !== ''
  },
}

/** The signup form as the browser holds it: the request plus the confirmation. */
export const signupFormSchema = signupSchema.extend({ confirmPassword: confirmPasswordSchema }).refine(passwordsMatch, mismatchAtConfirmation)
export type SignupFormValues = z.input<typeof signupFormSchema>

/** The order the password forms' toasts name problems in (the spec's order of checks): missing fields, then the confirmation. */
export const PASSWORD_FORM_TOAST_ORDER = [ALL_FIELDS_REQUIRED, PASSWORDS_DO_NOT_MATCH] as const

/** The reset-password form: a new password (the signup's rules) and its confirmation. */
export const newPasswordFormSchema = z.object({ password: passwordSchema, confirmPassword: confirmPasswordSchema }).refine(passwordsMatch, mismatchAtConfirmation)

export const setupAdminSchema = signupSchema

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Invalid email' })),
})

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'This reset link is incomplete. Please use the link from the e-mail.' }).trim().min(1, 'This reset link is incomplete. Please use the link from the e-mail.').max(200, 'This reset link is invalid or has expired. Please ask for a new one.'),
  password: passwordSchema,
})
