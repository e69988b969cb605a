/**
 * Ids are strings on every database, but not the same strings: UUIDs on SQLite, ObjectIds (24 hex
 * digits) on MongoDB. Checking the form for the database in use first turns "no such id" into a
 * plain 404: on MongoDB a UUID in an `in` query is a Mongoose CastError (a 500), not "nothing found".
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const OBJECT_ID = /^[0-9a-f]{24}$/i

/** `db` is `payload.db` (its `name` says which adapter runs). */
export function isDocumentId(db: { name: string }, value: unknown): value is string {
  return typeof value === 'string' && (db.name === 'mongoose' ? OBJECT_ID : UUID).test(value)
}

/** The id of a relationship value, populated or not. */
export function relationId(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}
