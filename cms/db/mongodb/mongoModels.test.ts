import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { ORDER_LIST_INDEXES } from '../../migrations-mongodb/20261127_020000_order_list_indexes'

/**
 * Payload's real Mongoose models for the shop, built without a MongoDB (tests/support/mongoModelsOffline.ts
 * runs in its own process: Payload is ESM only). What MongoDB would be asked for is checked here.
 */
type Index = [Record<string, number>, Record<string, unknown>]
type Report = {
  wrongFormQuery: Record<string, unknown>
  adapter: { ensureIndexes: boolean; autoIndex: boolean; migrationDir: string; prodMigrations: boolean }
  indexes: Record<string, Index[]>
  compoundIndexes: Record<string, Index[]>
  ledger: Record<string, any>
}

const ROOT = path.resolve(__dirname, '../../..')
let report: Report

beforeAll(() => {
  const run = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'tests/support/mongoModelsOffline.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // Nothing listens there: the models are built without connecting.
      DATABASE_URI: 'mongodb://127.0.0.1:9/shop?replicaSet=rs0',
      PAYLOAD_SECRET: 'x'.repeat(40),
    },
    encoding: 'utf8',
    timeout: 110_000,
  })
  const line = run.stdout.split('\n').find((l) => l.startsWith('MODELS '))
  if (!line) throw new Error(`No report from mongoModelsOffline.ts (exit ${run.status}):\n${run.stdout}\n${run.stderr}`)
  report = JSON.parse(line.slice('MODELS '.length))
}, 120_000)

describe('the MongoDB adapter as the shop configures it', () => {
  it('builds no index by itself at connect: the shop builds them after its migrations, which it runs in every mode', () => {
    expect(report.adapter).toEqual({ ensureIndexes: false, autoIndex: false, migrationDir: 'cms/migrations-mongodb', prodMigrations: false })
  })
})

describe('a query with a value of the wrong form (through /cms-api or GraphQL)', () => {
  it('is a 400 with a plain message from the adapter, not the CastError Payload answers as a 500', () => {
    expect(report.wrongFormQuery).toEqual({
      failed: true,
      name: 'APIError',
      status: 400,
      message: '"00000000-0000-4000-8000-000000000000" is not a valid value for id',
    })
  })
})

describe('unique indexes on MongoDB', () => {
  const all = () => Object.entries(report.indexes).flatMap(([slug, indexes]) => indexes.map(([keys, options]) => ({ slug, field: Object.keys(keys).join(','), options })))

  it('optional unique fields are unique only when set (partial indexes), so any number of documents may leave them empty', () => {
    const partial = all().filter((index) => index.options.partialFilterExpression)
    expect(partial.map(({ slug, field, options }) => ({ slug, field, filter: options.partialFilterExpression, unique: options.unique }))).toEqual([
      { slug: 'users', field: 'firstAdminKey', filter: { firstAdminKey: { $type: 'string' } }, unique: true },
      { slug: 'media', field: 'uploadToken', filter: { uploadToken: { $type: 'string' } }, unique: true },
      { slug: 'media', field: 'filename', filter: { filename: { $type: 'string' } }, unique: true },
      // One waiting "notify me" request per address and size; done ones leave it empty (issue 32).
      { slug: 'restock-requests', field: 'waitingKey', filter: { waitingKey: { $type: 'string' } }, unique: true },
    ])
  })

  it('no unique index is sparse any more (a sparse index still holds explicit nulls: E11000 on the second one)', () => {
    expect(all().filter((index) => index.options.sparse)).toEqual([])
  })

  it('the indexes that decide money and stock stay plain unique indexes', () => {
    const plain = all().filter((index) => !index.options.partialFilterExpression).map(({ slug, field }) => `${slug}.${field}`)
    expect(plain).toEqual(
      expect.arrayContaining(['orders.paymentIntentId', 'order-claims.paymentIntentId', 'carts.lineKey', 'processed-events.eventId', 'users.username', 'stock-history.product,seq']),
    )
  })

  it('the orders carry the compound indexes the paged lists and the summary read through, named as their migration builds them', () => {
    expect(report.compoundIndexes.orders.map(([keys]) => keys)).toEqual(expect.arrayContaining(ORDER_LIST_INDEXES))
  })
})

describe('the stock ledger\'s writes, cast by Payload\'s models', () => {
  it('takes stock from the product by its ObjectId, matched only while enough units remain', () => {
    expect(report.ledger.takeStock).toEqual({
      filter: { _id: { $oid: '0123456789abcdef01234567' }, stock: { $elemMatch: { size: 'M', quantity: { $gte: 2 } } } },
      update: { $inc: { 'stock.$.quantity': -2 } },
    })
  })

  it('writes a product form\'s fields and stock in one update, the image as the ObjectId Payload stores, no path dropped', () => {
    expect(report.ledger.productEdit.update).toEqual({
      $set: {
        name: 'Tee',
        description: null,
        price: 25,
        // Issue 27: the fair market value travels with the form's other fields.
        fairMarketValue: 15,
        image: { $oid: '76543210fedcba9876543210' },
        stock: [{ size: 'M', quantity: 7, id: '65f0c0ffee0000000000000a' }],
        updatedAt: { $date: '2026-11-23T10:00:00Z' },
      },
    })
    expect(report.ledger.productEdit.filter).toEqual({
      _id: { $oid: '0123456789abcdef01234567' },
      stock: { $size: 1 },
      $and: [{ stock: { $elemMatch: { size: 'M', quantity: 5 } } }],
    })
  })

  it('inserts a valid claim and takes over a stale one by its paymentIntentId', () => {
    expect(report.ledger.claim.invalid).toEqual([])
    expect(report.ledger.claim.doc).toMatchObject({ paymentIntentId: 'pi_1', state: 'reserved', createdAt: { $date: '2026-11-23T10:00:00Z' } })
    expect(report.ledger.staleClaim.filter).toEqual({ paymentIntentId: 'pi_1', state: 'reserved', updatedAt: { $lt: { $date: '2026-11-23T10:00:00Z' } } })
  })
})
