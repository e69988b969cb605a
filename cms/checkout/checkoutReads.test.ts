import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The checkout's prepared SQLite reads answer exactly what Payload's Local API answers
 * (tests/support/checkoutReadsAgree.ts runs in its own process: Payload is ESM only).
 */
const ROOT = path.resolve(__dirname, '../..')
type Doc = Record<string, unknown>
type Pair = { prepared: Doc | null; localApi: Doc | null }
let report: {
  products: { prepared: Doc[]; localApi: Doc[] }
  demoIntent: { created: Pair; paid: Pair; refunded: Pair }
  noOrderYet: Doc | null
  unknownIntent: Doc | null
  orderByIntent: Pair & { placed: Doc }
}
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-reads-'))
  const run = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'tests/support/checkoutReadsAgree.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATABASE_URI: `file:${path.join(dir, 'shop.db')}`, UPLOADS_DIR: path.join(dir, 'uploads'), PAYLOAD_SECRET: 'x'.repeat(40) },
    encoding: 'utf8',
    timeout: 110_000,
  })
  const line = run.stdout.split('\n').find((l) => l.startsWith('AGREE '))
  if (!line) throw new Error(`No report from checkoutReadsAgree.ts (exit ${run.status}):\n${run.stdout}\n${run.stderr}`)
  report = JSON.parse(line.slice('AGREE '.length))
}, 120_000)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const byId = (docs: Doc[]) => [...docs].sort((a, b) => String(a.id).localeCompare(String(b.id)))

describe('the checkout reads on SQLite', () => {
  it('price every kind of product from the same fields as the Local API, and skip an id that does not exist', () => {
    const { prepared, localApi } = report.products
    expect(prepared).toHaveLength(9)
    expect(prepared.some((product) => product.hidden === true && product.stockCount === 4)).toBe(true)
    expect(prepared.some((product) => (product.stock as unknown[]).length > 0)).toBe(true)
    expect(byId(prepared)).toEqual(byId(localApi))
  })

  it('read a demo payment as the Local API does, made, paid and refunded', () => {
    const { created, paid, refunded } = report.demoIntent
    expect(created.prepared).toEqual(created.localApi)
    expect(paid.prepared).toEqual(paid.localApi)
    expect(paid.prepared).toMatchObject({ status: 'succeeded', billingDetails: { name: 'Ana Buyer' }, shippingAddress: '1 Main Street\nChristiansted, VI 00820' })
    expect(refunded.prepared).toEqual(refunded.localApi)
    expect(refunded.prepared).toMatchObject({ refundedCents: 500, refunds: [expect.objectContaining({ amountCents: 500, idempotencyKey: 'part' })] })
    expect(report.unknownIntent).toBeNull()
  })

  it("find a payment's order once it exists, and none before", () => {
    expect(report.noOrderYet).toBeNull()
    expect(report.orderByIntent.prepared).toEqual(report.orderByIntent.localApi)
    expect(report.orderByIntent.prepared).toMatchObject({ id: report.orderByIntent.placed.id, status: 'completed' })
  })
})
