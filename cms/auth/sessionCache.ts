/**
 * Signed-in users, remembered by their session token. A page load asks "who is this?" several
 * times (user, cart, account data); Payload's lookup costs ~3 ms on this machine, so one lookup
 * serves them all. Logout, profile changes and any user save in this process forget the user at
 * once. Another process's change (a sign-out, a password reset, a demotion, a new name):
 *
 * - on SQLite, exactly: a cached user is answered only once the database has been checked for
 *   commits since the request arrived (`watchWith`: cms/cache/watchSqliteWrites.ts, SQLite's
 *   data_version, shared by the reads of one event-loop round); any commit forgets every user;
 * - where nothing watches (MongoDB), within the two seconds an entry lives.
 */
const LIFETIME_MS = 2000
const MAX_ENTRIES = 10_000

type Entry<U> = { user: U; userId: string; expiresAt: number }

export class SessionCache<U> {
  private entries = new Map<string, Entry<U>>()
  private generation = 0
  private check: (() => Promise<void>) | null = null

  /** From now on a cached user is answered only after `check` (which calls `forgetAll` when the database changed). */
  watchWith(check: () => Promise<void>): void {
    this.check = check
  }

  get(key: string, now = Date.now()): U | null | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry.user
  }

  /** `get`, once the database is known not to have changed since the request arrived (where something watches it). */
  async getChecked(key: string): Promise<U | null | undefined> {
    if (this.get(key) === undefined) return undefined
    try {
      await this.check?.()
    } catch {
      // The database could not be asked (busy): trust nothing cached.
      this.forgetAll()
    }
    return this.get(key)
  }

  /** Take before looking a user up; pass to `set`, which then keeps nothing read while the database changed. */
  stamp(): number {
    return this.generation
  }

  set(key: string, user: U, userId: string, now = Date.now(), stamp = this.generation): void {
    if (stamp !== this.generation) return
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
    this.entries.set(key, { user, userId, expiresAt: now + LIFETIME_MS })
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key)
  }

  /** The database changed (another process committed): nobody is known any more. */
  forgetAll(): void {
    this.generation += 1
    this.entries.clear()
  }
}

export const sessionCache = new SessionCache<unknown>()
