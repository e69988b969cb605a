import type { LimitStore, WindowCount } from './limitStore'

/** Enough for one process's counters; beyond it the oldest windows are forgotten first. */
const DEFAULT_MAX_KEYS = 10_000

/**
 * Counters in this process's memory, bounded: for unit tests and for throttles that need no
 * agreement between processes. The shop's own throttles use the database stores.
 */
export class MemoryLimitStore implements LimitStore {
  private windows = new Map<string, WindowCount>()

  constructor(private readonly maxKeys = DEFAULT_MAX_KEYS) {}

  get size(): number {
    return this.windows.size
  }

  async increment(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      this.windows.delete(key)
      window = { count: 0, resetAt: now + windowMs }
      if (this.windows.size >= this.maxKeys) this.makeRoom(now)
      this.windows.set(key, window)
    }
    window.count += 1
    return { ...window }
  }

  async release(key: string, now = Date.now()): Promise<void> {
    const window = this.windows.get(key)
    if (window && window.resetAt > now && window.count > 0) window.count -= 1
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
    // Still full: forget the windows opened longest ago (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break
      this.windows.delete(key)
    }
  }
}
