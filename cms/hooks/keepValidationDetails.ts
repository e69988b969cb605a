import type { AfterErrorHook } from 'payload'

/**
 * Payload's REST formats a ValidationError with its per-field details (which the panel shows under
 * each field) only when the error is an instance of its own class. Next.js bundles its own copy of
 * Payload, so errors thrown by this project's hooks (the password rules, the fixed username) lost
 * their details and the panel could only say "Please correct invalid fields". This puts them back.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const err = error as Error & { data?: { errors?: unknown[] } }
  if (!result || err.name !== 'ValidationError' || !Array.isArray(err.data?.errors) || result.errors?.[0]?.data) return
  return { response: { ...result, errors: [{ name: err.name, data: err.data, message: err.message }] }, status: 400 }
}
