/** A counter's state after one more hit: how many hits in the current window, and when that window ends (ms). */
export type WindowCount = { count: number; resetAt: number }

/**
 * Where throttling counters live. The database stores (SQLite, MongoDB) make one limit hold for
 * every process on the same database; each counter expires with its window, so the store stays small.
 */
export interface LimitStore {
  /** Counts one hit on `key`: in its current window, or in a new one of `windowMs` once the last has ended. */
  increment(key: string, windowMs: number, now?: number): Promise<WindowCount>
  /** Takes one hit back from `key`'s current window (a sign-in whose password was right); nothing once the window has ended or holds no hit. */
  release(key: string, now?: number): Promise<void>
}
