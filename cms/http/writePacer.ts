/**
 * Starts requests that write (checkouts, orders, cart changes) one per turn of the event loop, in
 * the order they came. A write runs most of its database work without ever giving the loop back
 * (SQLite answers synchronously), so fifty checkouts arriving together used to run back to back
 * while a shopper's product list waited behind all of them (p99 1.7 s). Paced, a read waits for at
 * most the one write started in the current turn; writes still run to completion as before, so a
 * write that waits (for another caller's claim, for Stripe) holds nothing and blocks nobody.
 */
export type WritePacer = (start: () => void) => void

export function createWritePacer(): WritePacer {
  const queue: (() => void)[] = []
  let scheduled = false

  function startNext(): void {
    const start = queue.shift()
    if (queue.length > 0) setImmediate(startNext)
    else scheduled = false
    start?.()
  }

  return (start) => {
    queue.push(start)
    if (!scheduled) {
      scheduled = true
      setImmediate(startNext)
    }
  }
}

/** Reads (GET, HEAD, OPTIONS) go straight through; everything else is paced. */
export function isWrite(method: string | undefined): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
}
