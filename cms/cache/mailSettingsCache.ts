/**
 * What every order's e-mail reads besides the order: the footer's contact details, the
 * notification addresses, the administrators' addresses. They change rarely and a burst of orders
 * read them fifty times a second, so they are kept in memory. Any save in this process (footer,
 * notification settings, any user, by any door) forgets them at once (cms/cache/forgetMailSettingsOnWrite.ts);
 * the short lifetime bounds how long a change made by another process (`npm run admin`) takes to show,
 * as for the catalogue.
 */
const LIFETIME_MS = 1000

type Entry = { value: Promise<unknown>; expiresAt: number }

class MailSettingsCache {
  private readonly entries = new Map<string, Entry>()
  private generation = 0

  /** The value of `key`, loaded once for every caller that asks while it is fresh. */
  read<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && entry.expiresAt > now) return entry.value as Promise<T>
    const generation = this.generation
    const value = load()
    this.entries.set(key, { value, expiresAt: now + LIFETIME_MS })
    // A failed read is not kept; a read that overlapped a write may predate it: serve it once, keep nothing.
    value.then(
      () => {
        if (generation !== this.generation) this.forgetEntry(key, value)
      },
      () => this.forgetEntry(key, value),
    )
    return value
  }

  forgetAll(): void {
    this.generation += 1
    this.entries.clear()
  }

  private forgetEntry(key: string, value: Promise<unknown>): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key)
  }
}

export const mailSettingsCache = new MailSettingsCache()
