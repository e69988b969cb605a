/**
 * Ids are strings on every database: UUIDs on SQLite, ObjectIds (24 hex digits) on MongoDB.
 * Checking the form first turns "no such id" into a plain 404 instead of a database error.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const OBJECT_ID = /^[0-9a-f]{24}$/i

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && (UUID.test(value) || OBJECT_ID.test(value))
}

/** The id of a relationship value, populated or not. */
export function relationId(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}
