import type { ApiSavedCard } from '@shared/api'

/** How long a customer's card list is kept: the account's Payments tab, opened again, costs no Stripe call. */
const KEEP_MS = 30_000
const MAX_CUSTOMERS = 5_000

type Entry = { customerId: string; cards: ApiSavedCard[]; until: number }

/**
 * Each customer's saved cards as the payment provider last listed them, kept briefly in this
 * process (issue 28: the list was one Stripe call per request, anyone signed in could spend the
 * shop's Stripe budget with it). Requests that arrive together share one call. Forgotten when this
 * process removes a card or records an order (a card saved with its payment); another process's
 * change shows here within KEEP_MS.
 */
class SavedCards {
  private readonly entries = new Map<string, Entry>()
  private readonly loading = new Map<string, Promise<ApiSavedCard[]>>()

  async read(userId: string, customerId: string, load: () => Promise<ApiSavedCard[]>, now = Date.now()): Promise<ApiSavedCard[]> {
    const kept = this.entries.get(userId)
    if (kept && kept.customerId === customerId && kept.until > now) return kept.cards
    const key = `${userId}:${customerId}`
    const pending = this.loading.get(key)
    if (pending) return pending
    const loaded = load()
      .then((cards) => {
        // Forgotten while loading (a card removed meanwhile): this answer may be old, so it is not kept.
        if (this.loading.get(key) === loaded) this.keep(userId, { customerId, cards, until: Date.now() + KEEP_MS })
        return cards
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key)
      })
    this.loading.set(key, loaded)
    return loaded
  }

  forget(userId: string): void {
    this.entries.delete(userId)
    for (const key of this.loading.keys()) if (key.startsWith(`${userId}:`)) this.loading.delete(key)
  }

  private keep(userId: string, entry: Entry): void {
    this.entries.delete(userId)
    this.entries.set(userId, entry)
    // The oldest goes first (a Map iterates in insertion order).
    if (this.entries.size > MAX_CUSTOMERS) this.entries.delete(this.entries.keys().next().value!)
  }
}

export const savedCards = new SavedCards()
