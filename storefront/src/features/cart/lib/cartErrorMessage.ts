import { apiErrorMessage } from '@/lib/apiErrorMessage'

import { CartRuleError } from './CartRuleError'

/** What a cart toast says: the rule or server message, else the spec's fallback wording. */
export function cartErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof CartRuleError) return err.message
  return apiErrorMessage(err) ?? fallback
}
