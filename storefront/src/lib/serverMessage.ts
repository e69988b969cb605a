import { ApiError } from './ApiError'
import { apiErrorMessage } from './apiErrorMessage'

/**
 * apiErrorMessage under its old name, for features/admin until it adopts ApiError (issue 16).
 * It also accepts a plain Error carrying the "<status>: <body>" text, as admin's unit tests build
 * them; everything else reads `ApiError` through apiErrorMessage. Delete once admin has moved.
 */
export function serverMessage(error: unknown, field: 'message' | 'error' | 'any' = 'any'): string | null {
  return apiErrorMessage(asApiError(error), field)
}

function asApiError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error)) return error
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message)
  return match ? new ApiError(Number(match[1]), match[2].trim()) : error
}
