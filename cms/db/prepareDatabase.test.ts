import type { Payload } from 'payload'

import type { Env } from '../env'
import { prepareDatabase } from './prepareDatabase'

// The migration lists import the database adapters (ESM only): stand-ins named after them.
jest.mock('../migrations', () => ({ migrations: [{ name: 'sqlite-migrations' }] }))
jest.mock('../migrations-mongodb', () => ({ migrations: [{ name: 'mongodb-migrations' }] }))

function fakePayload() {
  const steps: string[] = []
  const model = (name: string) => ({ modelName: name, ensureIndexes: async () => void steps.push(`indexes ${name}`) })
  const db = {
    migrate: async ({ migrations }: { migrations: { name: string }[] }) => void steps.push(`migrate ${migrations[0].name}`),
    collections: { products: model('products'), users: model('users') },
    versions: {},
  }
  return { payload: { db } as unknown as Payload, steps }
}
const env = (databaseKind: Env['databaseKind'], isProduction: boolean) => ({ databaseKind, isProduction }) as Env

describe('preparing the database at start', () => {
  it('MongoDB, in every mode: its migrations first, then every declared index (a changed index was dropped by a migration)', async () => {
    for (const isProduction of [true, false]) {
      const { payload, steps } = fakePayload()
      await prepareDatabase(payload, env('mongodb', isProduction))
      expect(steps).toEqual(['migrate mongodb-migrations', 'indexes products', 'indexes users'])
    }
  })

  it('SQLite: the committed migrations in development; in production Payload has applied them at connect', async () => {
    const dev = fakePayload()
    await prepareDatabase(dev.payload, env('sqlite', false))
    expect(dev.steps).toEqual(['migrate sqlite-migrations'])
    const production = fakePayload()
    await prepareDatabase(production.payload, env('sqlite', true))
    expect(production.steps).toEqual([])
  })
})
