import type { BaseDatabaseAdapter } from 'payload'

import { castErrorsAsBadRequests } from './castErrorsAsBadRequests'

// Payload's package is ESM only: its APIError as Payload's error handler reads it (a status, public).
jest.mock('payload', () => ({
  APIError: class APIError extends Error {
    constructor(message: string, readonly status = 500, readonly data: unknown = null, readonly isPublic = false) {
      super(message)
    }
  },
}))

const castError = (path: string, value: unknown) =>
  Object.assign(new Error(`Cast to ObjectId failed for value "${String(value)}" (type string) at path "${path}" for model "products"`), { name: 'CastError', path, value })

describe('MongoDB queries with values of the wrong form', () => {
  it('answer 400 with a plain message instead of the CastError Payload would answer as a 500', async () => {
    const db = castErrorsAsBadRequests({
      find: async () => {
        throw castError('_id', '00000000-0000-4000-8000-000000000000')
      },
      count: async () => {
        throw castError('image', 'abc')
      },
    } as unknown as BaseDatabaseAdapter)
    await expect(db.find({ collection: 'products' } as never)).rejects.toMatchObject({
      status: 400,
      isPublic: true,
      message: '"00000000-0000-4000-8000-000000000000" is not a valid value for id',
    })
    await expect(db.count({ collection: 'products' } as never)).rejects.toMatchObject({ status: 400, message: '"abc" is not a valid value for image' })
  })

  it('leave every other error, and every answer, as they are', async () => {
    const down = Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' })
    const db = castErrorsAsBadRequests({
      find: async () => ({ docs: [1] }),
      deleteOne: async () => {
        throw down
      },
    } as unknown as BaseDatabaseAdapter)
    await expect(db.find({ collection: 'products' } as never)).resolves.toEqual({ docs: [1] })
    await expect(db.deleteOne({ collection: 'products' } as never)).rejects.toBe(down)
  })
})
