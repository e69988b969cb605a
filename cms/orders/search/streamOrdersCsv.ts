import { once } from 'node:events'
import type { Response } from 'express'
import type { Payload } from 'payload'

import { eachOrderPage, type OrderReads } from './findOrders'
import type { OrderFilters } from './orderFilters'
import { ordersCsvHead, ordersCsvLines } from './ordersCsv'

/**
 * Writes the orders CSV to `res` a page of orders at a time, waiting whenever the connection is
 * behind (its buffer full), so memory holds one page whatever the number of orders. Stops reading
 * when the downloader goes away. A failure after the first bytes cuts the download short (the
 * browser reports it failed) rather than ending a file that looks whole.
 */
export async function streamOrdersCsv(payload: Payload, filters: OrderFilters, res: Response, reads: OrderReads = {}): Promise<void> {
  const write = async (chunk: string) => {
    if (res.write(chunk)) return
    // One signal for both waits, aborted once either comes: `once` leaves its listener on the
    // response otherwise, one more per full buffer for the whole download (decision 57).
    const waited = new AbortController()
    await Promise.race([once(res, 'drain', { signal: waited.signal }), once(res, 'close', { signal: waited.signal })]).finally(() => waited.abort())
  }
  try {
    await write(ordersCsvHead())
    for await (const page of eachOrderPage(payload, filters, reads)) {
      if (res.destroyed) return
      await write(page.orders.map((order) => ordersCsvLines(order, page.refunds.get(String(order.id)) ?? [])).join(''))
    }
    res.end()
  } catch (err) {
    payload.logger.error({ msg: 'orders CSV export failed part way', err })
    res.destroy(err instanceof Error ? err : new Error(String(err)))
  }
}
