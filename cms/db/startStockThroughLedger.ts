import type { BaseDatabaseAdapter, CreateArgs, DatabaseAdapterObj, PayloadRequest } from 'payload'

import { isSize, type Size } from '@shared/sizes'
import { createStockLedger } from '../stock/createStockLedger'
import { planCountEdit, planProductEdit, type StockCounts, withCount } from '../stock/planStockEdit'
import type { StockCause } from '../stock/stockLedger'

/** `context` key of a Local API create: why and by whom a new product's first counts came (default: an edit by the signed-in user). */
export const STARTING_STOCK_CAUSE = 'startingStockCause'

/**
 * A new product's first counts are changes like any other: the stock ledger writes them, with their
 * history entries, in one batch or transaction (issue 32, decision 46). So whoever creates a product
 * (the admin form, the panel, the seed), Payload writes it with no sizes and a count of 0, sold out,
 * and the ledger then adds its sizes and counts. A crash in between leaves a sold-out product whose
 * history is empty, which still adds up. On MongoDB the product is written outside Payload's
 * transaction (as product updates are: cms/db/mongodb/productUpdatesOutsideTransactions.ts), or the
 * ledger's own transaction could not see it yet.
 */
export function startStockThroughLedger<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const create = db.create
      db.create = async function (this: T, args: CreateArgs) {
        if (args.collection !== 'products') return create.call(this, args)
        const { stock, stockCount, ...data } = args.data
        const req = args.req?.transactionID ? (Object.create(args.req, { transactionID: { value: undefined } }) as Partial<PayloadRequest>) : args.req
        const created = await create.call(this, { ...args, data: { ...data, stock: [], stockCount: 0 }, req, returning: true })
        const productId = String(created.id)
        const counts = countsOf(stock)
        const sizes = Object.keys(counts) as Size[]
        const outcome = await createStockLedger(this.payload).editProduct(
          productId,
          (current, count) =>
            withCount(planProductEdit(current, sizes, counts, null), planCountEdit(count, sizes.length > 0 ? null : typeof stockCount === 'number' ? stockCount : null, 0)),
          causeOf(args.req),
        )
        if (outcome.kind !== 'saved') throw new Error(`The new product ${productId} could not get its first stock counts (${outcome.kind})`)
        if (args.returning === false) return created
        return (await this.findOne({ collection: 'products', where: { id: { equals: productId } }, req })) ?? created
      }
      return db
    },
  }
}

function countsOf(rows: unknown): StockCounts {
  const counts: StockCounts = {}
  if (!Array.isArray(rows)) return counts
  for (const row of rows as { size?: unknown; quantity?: unknown }[]) if (isSize(row.size)) counts[row.size] = Number(row.quantity ?? 0)
  return counts
}

function causeOf(req: Partial<PayloadRequest> | undefined): StockCause {
  const given = req?.context?.[STARTING_STOCK_CAUSE] as StockCause | undefined
  if (given) return given
  const username = (req?.user as { username?: string } | null | undefined)?.username
  return { reason: 'edit', actor: username ?? 'an administrator' }
}
