import { apiErrorMessage } from '@/lib/apiErrorMessage'

/** The description of a failure toast: the server's message, else a generic hint. */
export function errorDescription(error: unknown, field: 'message' | 'error' | 'any' = 'any'): string {
  return apiErrorMessage(error, field) ?? 'Something went wrong. Please try again.'
}
