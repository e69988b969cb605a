import { isDocumentId } from './ids'

describe('document ids, per database', () => {
  const uuid = '00000000-0000-4000-8000-000000000000'
  const objectId = '0123456789abcdef01234567'
  const sqlite = { name: 'sqlite' }
  const mongo = { name: 'mongoose' }

  it('SQLite: UUIDs only', () => {
    expect(isDocumentId(sqlite, uuid)).toBe(true)
    expect(isDocumentId(sqlite, objectId)).toBe(false)
  })

  // A UUID in Payload's `id in [...]` query is a Mongoose CastError on MongoDB: it must be a 404 before that.
  it('MongoDB: ObjectIds only (24 hex digits), never a UUID', () => {
    expect(isDocumentId(mongo, objectId)).toBe(true)
    expect(isDocumentId(mongo, objectId.toUpperCase())).toBe(true)
    expect(isDocumentId(mongo, uuid)).toBe(false)
    // Mongoose's own ObjectId.isValid accepts any 12-character string; an id from a URL must not.
    expect(isDocumentId(mongo, 'abcdefghijkl')).toBe(false)
  })

  it('refuses what is not a string', () => {
    for (const db of [sqlite, mongo]) {
      for (const value of [undefined, null, 42, { id: objectId }, [objectId]]) expect(isDocumentId(db, value)).toBe(false)
    }
  })
})
