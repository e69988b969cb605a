import { isSize } from '@shared/sizes'
import type { GuestCartEntry } from './guestCartReducer'

/** Stored text to entries. Unreadable storage is an empty cart; odd entries are dropped. */
export function parseGuestCart(raw: string | null): GuestCartEntry[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const entries: GuestCartEntry[] = []
  for (const item of parsed) {
    if (!item || typeof item !== 'object') continue
    const { productId, quantity, size } = item as Record<string, unknown>
    if (typeof productId !== 'string' && typeof productId !== 'number') continue
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) continue
    if (size !== undefined && size !== null && !isSize(size)) continue
    entries.push({ productId: String(productId), quantity, size: size ?? null })
  }
  return entries
}
