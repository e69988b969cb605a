import type { ApiOrder, ApiUser } from '@shared/api'


export type CheckoutPrefill = { customerName: string; customerEmail: string; customerPhone: string }

/**
 * What a signed-in buyer's contact fields start with (all editable): the profile's name and
 * e-mail, and the phone number of their latest order (the profile has no phone). Empty where
 * nothing is known.
 */
export function checkoutPrefill(user: Pick<ApiUser, 'firstName' | 'lastName' | 'email'>, orders: Pick<ApiOrder, 'createdAt' | 'customerName' | 'customerEmail' | 'customerPhone'>[]): CheckoutPrefill {
  const latest = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  const profileName = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim()
  return {
    customerName: profileName || latest?.customerName || '',
    customerEmail: user.email || latest?.customerEmail || '',
    customerPhone: latest?.customerPhone || '',
  }
}
