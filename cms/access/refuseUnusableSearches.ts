import { APIError, type CollectionBeforeOperationHook, type FlattenedField, type PayloadRequest, type SanitizedCollectionConfig, type SanitizedConfig, type Where } from 'payload'

/**
 * Payload's query operators that both database adapters answer for this shop's fields: not `all`
 * (the SQLite adapter has none), nor `near`, `within` and `intersects` (map points; there are none).
 */
const OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains'])

/**
 * A search in Payload's REST (`?where[createdAt][greater_than]=x`) that its database adapter
 * cannot run answered 500 with an error-level log line: a date that is not a date (on the
 * collection or through a relationship, `image.createdAt`), an operator the adapter lacks. Checked
 * before the operation, on every collection, it is a 400 that names the field (outside reviews 12
 * and 13). Only for a caller who may read the collection: anyone else gets Payload's 403, and
 * learns nothing of its fields. Empty and `null` compare with "no date", as Payload reads them.
 * The query's shape (`where` as JSON, `limit`, `page`) is checked at the door: cms/http/cmsApiQuery.ts.
 */
export function refuseUnusableSearches(config: SanitizedConfig): SanitizedConfig {
  const fieldsOf = new Map(config.collections.map((collection) => [collection.slug, collection.flattenedFields]))
  for (const collection of config.collections) {
    const check: CollectionBeforeOperationHook = async ({ args }) => {
      const { where, req, overrideAccess } = args as { where?: Where; req?: PayloadRequest; overrideAccess?: boolean }
      if (where && (overrideAccess || !req || (await mayRead(collection, req)))) checkWhere(where, collection.flattenedFields, fieldsOf)
      return args
    }
    collection.hooks.beforeOperation = [check, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}

async function mayRead(collection: SanitizedCollectionConfig, req: PayloadRequest): Promise<boolean> {
  const read = collection.access?.read
  return !read || (await read({ req })) !== false
}

function checkWhere(where: Where, fields: FlattenedField[], fieldsOf: Map<string, FlattenedField[]>): void {
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      if (Array.isArray(condition)) for (const part of condition) checkWhere(part as Where, fields, fieldsOf)
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const field = fieldAt(path, fields, fieldsOf)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (!OPERATORS.has(operator)) throw new APIError(`"${operator}" is not a search this shop can answer (${path}).`, 400, null, true)
      if (field?.type === 'date' && operator !== 'exists' && !datesIn(value)) throw new APIError(`${path} must be compared with a date, such as 2026-11-28.`, 400, null, true)
    }
  }
}

/** The field a dotted path names: through groups, arrays and tabs, and into the collection a relationship or upload points to. */
function fieldAt(path: string, fields: FlattenedField[], fieldsOf: Map<string, FlattenedField[]>): FlattenedField | undefined {
  let current: FlattenedField[] | undefined = fields
  let field: FlattenedField | undefined
  for (const name of path.split('.')) {
    field = current?.find((candidate) => candidate.name === name)
    if (!field) return undefined
    if ('flattenedFields' in field) current = field.flattenedFields
    else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') current = fieldsOf.get(field.relationTo)
    else current = undefined
  }
  return field
}

function datesIn(value: unknown): boolean {
  const values = Array.isArray(value) ? value : typeof value === 'string' && value.includes(',') ? value.split(',') : [value]
  return values.every((one) => one === null || one === undefined || one === '' || one === 'null' || isDate(one))
}

function isDate(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number' || value instanceof Date) && !Number.isNaN(new Date(value).getTime())
}
