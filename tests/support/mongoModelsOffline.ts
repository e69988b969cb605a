/**
 * Builds Payload's real Mongoose models for the shop's config without connecting to any MongoDB
 * (Payload's `disableDBConnect`), and prints as one JSON line what cms/db/mongodb/mongoModels.test.ts
 * checks: the indexes MongoDB will be asked to build, and the stock ledger's filters, updates and
 * claim cast by those models exactly as Mongoose casts them before sending (unknown paths dropped,
 * string ids made ObjectIds). Run by that test with DATABASE_URI=mongodb://…?replicaSet=…:
 *   node --conditions=production --import tsx tests/support/mongoModelsOffline.ts
 */
import { BSON } from 'mongodb'
import mongoose from 'mongoose'
import { getPayload } from 'payload'

import { productEdit, reservedClaim, staleClaimTakeover, takeStock } from '@cms/stock/mongoStockDocument'

type Model = mongoose.Model<unknown>

const { default: config } = await import('../../cms/payload.config')
const payload = await getPayload({ config, disableDBConnect: true } as Parameters<typeof getPayload>[0])
const db = payload.db as unknown as {
  collections: Record<string, Model>
  ensureIndexes: boolean
  connectOptions: { autoIndex?: boolean }
  migrationDir: string
  prodMigrations?: unknown
}

/** What Mongoose sends for a filter and an update on `model` (queries are built, never run). */
function cast(model: Model, write: { filter: Record<string, unknown>; update: Record<string, unknown> }) {
  const query = model.updateOne({})
  return { filter: query.cast(model, write.filter), update: (query as unknown as { _castUpdate(u: unknown): unknown })._castUpdate(write.update) }
}

const productId = '0123456789abcdef01234567'
const imageId = '76543210fedcba9876543210'
const rows = [{ id: '65f0c0ffee0000000000000a', size: 'M', quantity: 5 }]
const claim = new db.collections['order-claims'](reservedClaim('pi_1', new Date('2026-11-23T10:00:00Z')))

/** Mongoose casts a query before it waits for a connection: a value of the wrong form fails here too. */
const wrongFormQuery = await payload.db
  .find({ collection: 'products', where: { id: { in: ['00000000-0000-4000-8000-000000000000'] } } })
  .then(() => ({ failed: false }), (err: { name?: string; status?: number; message?: string }) => ({ failed: true, name: err.name, status: err.status, message: err.message }))

const report = {
  wrongFormQuery,
  adapter: {
    ensureIndexes: db.ensureIndexes,
    autoIndex: db.connectOptions.autoIndex,
    migrationDir: db.migrationDir.replace(`${process.cwd()}/`, ''),
    prodMigrations: Boolean(db.prodMigrations),
  },
  indexes: Object.fromEntries(
    Object.entries(db.collections).map(([slug, model]) => [slug, model.schema.indexes().filter(([, options]) => options.unique)]),
  ),
  compoundIndexes: Object.fromEntries(
    Object.entries(db.collections).map(([slug, model]) => [slug, model.schema.indexes().filter(([keys]) => Object.keys(keys).length > 1)]),
  ),
  ledger: {
    takeStock: cast(db.collections.products, takeStock({ productId, size: 'M', quantity: 2 })),
    productEdit: cast(
      db.collections.products,
      productEdit(productId, rows, { changes: [{ kind: 'set', size: 'M', from: 5, to: 7 }], sizes: ['M'] }, { name: 'Tee', description: null, price: 25, fairMarketValue: 15, imageId }, new Date('2026-11-23T10:00:00Z')),
    ),
    staleClaim: cast(db.collections['order-claims'], staleClaimTakeover('pi_1', new Date('2026-11-23T10:00:00Z'), new Date('2026-11-23T10:00:30Z'))),
    claim: { doc: claim.toObject({ depopulate: true }), invalid: Object.keys(claim.validateSync()?.errors ?? {}) },
  },
}
// Through BSON, as the driver sends it (Mongoose's subdocuments serialize themselves), then as Extended JSON.
console.log(`MODELS ${BSON.EJSON.stringify(BSON.deserialize(BSON.serialize(report)), { relaxed: true })}`)
process.exit(0)
