import { z } from 'zod'

/**
 * The profile form's rules (PUT /api/account/profile): the account router parses the request with
 * them and the storefront's profile form checks its fields with them before sending.
 */
const nameSchema = z.string({ error: 'Names must be text' }).trim().max(100, { error: 'Names must be at most 100 characters' }).nullish()

export const profileSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Email is too long' })
    .pipe(z.email({ error: 'Invalid email' })),
})
export type ProfileInput = z.infer<typeof profileSchema>
