import { z } from 'zod'

/** Spec §9: passwords are at least 8 characters. The upper bound keeps hashing cheap. */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 200

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message })

export const loginSchema = z.object({
  username: z.string({ error: 'Please enter both username and password' }).trim().min(1, 'Please enter both username and password').max(100, 'Invalid username or password'),
  password: z.string({ error: 'Please enter both username and password' }).min(1, 'Please enter both username and password').max(MAX_PASSWORD_LENGTH, 'Invalid username or password'),
})

export const usernameSchema = requiredText('All fields are required')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores')

export const emailSchema = requiredText('All fields are required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Invalid email' }))

export const passwordSchema = z
  .string({ error: 'All fields are required' })
  .min(1, 'All fields are required')
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters long')
  .max(MAX_PASSWORD_LENGTH, 'Password must be at most 200 characters long')

export const signupSchema = z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema })

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
