import type { Payload } from 'payload'

import { isSize, type Size } from '@shared/sizes'
import type { Product, RestockRequest } from '../payload-types'
import type { StockMovement } from '../stock/stockLedger'
import { notifyWaiting } from './notifyWaiting'
import { unitsOnSale } from './unitsOnSale'

/** Requests looked at per sweep. */
const BATCH = 200

export type RestockNotices = {
  /** The stock ledger's listener: sizes its committed change took from 0 (or from not offered) to more. */
  onStockChange: (movements: StockMovement[]) => void
  /** A size that may be back (a request just confirmed): its waiting requests are told if it is. */
  whenBack: (productId: string, size: Size | null) => void
  stop: () => Promise<void>
}

/**
 * "Notify me when it's back" (issue 32, decision 47). The moment a size comes back is decided inside
 * the stock ledger's write: its history entry says the count it left and by how much it changed, so of
 * any number of changes on any number of processes, exactly the one that took the size from 0 to more
 * sees it. That process then tells the size's waiting requests, after the write. A process that
 * stops in between loses no notice: every `intervalMs` (ORDER_SWEEP_SECONDS), each process also looks
 * for confirmed requests whose size has units, and tells them. Telling a request twice is impossible
 * (cms/restock/notifyWaiting.ts), so the two may overlap freely.
 */
export function startRestockNotices(payload: Payload, intervalMs: number): RestockNotices {
  let stopped = false
  const inFlight = new Map<string, Promise<void>>()

  const tell = (productId: string, size: Size | null, why: string, onlyOnSale: boolean) => {
    if (stopped) return
    const key = `${productId}|${size ?? ''}`
    // One run per size at a time; a change meanwhile runs it again after (it may have confirmed requests since).
    const previous = inFlight.get(key) ?? Promise.resolve()
    const run = previous
      .then(() => notifyWaiting(payload, productId, size, { onlyOnSale }))
      .then((told) => {
        if (told > 0) payload.logger.info({ msg: 'restock notices queued', productId, size, told, why })
      })
      .catch((err: unknown) => payload.logger.error({ msg: 'could not queue the restock notices', productId, size, err }))
      .finally(() => {
        if (inFlight.get(key) === run) inFlight.delete(key)
      })
    inFlight.set(key, run)
  }

  const onStockChange = (movements: StockMovement[]) => {
    for (const movement of movements) {
      const before = (movement.after ?? 0) - movement.change
      if (movement.after !== null && movement.after > 0 && before <= 0) tell(movement.productId, movement.size, 'back in stock', false)
    }
  }

  let sweeping: Promise<void> | null = null
  const sweep = async () => {
    const { docs } = await payload.find({
      collection: 'restock-requests',
      where: { status: { equals: 'confirmed' } },
      sort: 'confirmedAt',
      limit: BATCH,
      pagination: false,
      depth: 0,
      select: { product: true, size: true },
      overrideAccess: true,
    })
    const sizes = new Map<string, { productId: string; size: Size | null }>()
    for (const request of docs as Pick<RestockRequest, 'product' | 'size'>[]) {
      const size = isSize(request.size) ? request.size : null
      sizes.set(`${request.product}|${size ?? ''}`, { productId: request.product, size })
    }
    if (sizes.size === 0) return
    const ids = [...new Set([...sizes.values()].map((entry) => entry.productId))]
    const { docs: products } = await payload.find({
      collection: 'products',
      where: { id: { in: ids } },
      pagination: false,
      depth: 0,
      select: { stock: true, stockCount: true },
      overrideAccess: true,
    })
    for (const { productId, size } of sizes.values()) {
      const product = products.find((candidate) => String(candidate.id) === productId) as Pick<Product, 'stock' | 'stockCount'> | undefined
      const units = product ? unitsOnSale(product, size) : null
      if (units !== null && units > 0) tell(productId, size, 'found by the sweep', true)
    }
  }

  const tick = () => {
    if (stopped || sweeping) return
    sweeping = sweep()
      .catch((err: unknown) => payload.logger.error({ msg: 'restock notice sweep failed', err }))
      .finally(() => {
        sweeping = null
      })
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  tick()

  return {
    onStockChange,
    whenBack: (productId, size) => tell(productId, size, 'confirmed while in stock', true),
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await sweeping
      await Promise.all(inFlight.values())
    },
  }
}
