/**
 * Signed-in users, remembered for two seconds by their session token. A page load asks "who is
 * this?" several times (user, cart, account data); Payload's lookup costs ~3 ms on this machine,
 * so one lookup serves them all. Logout, profile changes and any user save in this process forget
 * the user at once; another process may keep the old answer for at most two seconds.
 */
const LIFETIME_MS = 2000
const MAX_ENTRIES = 10_000

type Entry<U> = { user: U; userId: string; expiresAt: number }

export class SessionCache<U> {
  private entries = new Map<string, Entry<U>>()

  get(key: string, now = Date.now()): U | null | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry.user
  }

  set(key: string, user: U, userId: string, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
    this.entries.set(key, { user, userId, expiresAt: now + LIFETIME_MS })
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key)
  }
}

export const sessionCache = new SessionCache<unknown>()
