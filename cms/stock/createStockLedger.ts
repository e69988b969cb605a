import type { Payload } from 'payload'

import { MongoStockLedger } from './mongoStockLedger'
import { mongooseStockStore } from './mongoStockStore'
import type { StockLedger, StockLedgerOptions } from './stockLedger'
import { SqliteStockLedger } from './sqliteStockLedger'

/** The ledger for the database the shop runs on (its own file, so the ledgers and their interface import no cycle). */
export function createStockLedger(payload: Payload, options: StockLedgerOptions = {}): StockLedger {
  return payload.db.name === 'mongoose' ? new MongoStockLedger(mongooseStockStore(payload), options) : new SqliteStockLedger(payload, options)
}
