/**
 * Runs one task at a time per key in this process (an order's refunds, a demo payment's balance):
 * the second caller waits for the first instead of reading what the first is about to change.
 * Across processes the database's own conditions still hold (unique refund ids, the stock ledger).
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>()

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve()
    const mine = before.catch(() => undefined).then(task)
    const tail = mine.catch(() => undefined)
    this.tails.set(key, tail)
    try {
      return await mine
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
  }
}
