import { APIError, type CollectionBeforeOperationHook, type FlattenedField, type SanitizedConfig, type Where } from 'payload'

/** Payload's query operators this shop's fields can answer (no point fields: `near`, `within` and `intersects` are not among them). */
const OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains'])

/**
 * A search in Payload's REST (`?where[createdAt][greater_than]=x`) that its database adapter
 * cannot run answered 500 with an error-level log line: a date that is not a date, an operator for
 * map points. Checked before the operation, on every collection, it is a 400 that names the field
 * (outside review 12). Values Payload compares as written (text, numbers, ids) are left to it.
 */
export function refuseUnusableSearches(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const check: CollectionBeforeOperationHook = ({ args }) => {
      const where = (args as { where?: Where }).where
      if (where) checkWhere(where, collection.flattenedFields)
      return args
    }
    collection.hooks.beforeOperation = [check, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}

function checkWhere(where: Where, fields: FlattenedField[]): void {
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      if (Array.isArray(condition)) for (const part of condition) checkWhere(part as Where, fields)
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const field = fields.find((candidate) => candidate.name === path)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (!OPERATORS.has(operator)) throw new APIError(`"${operator}" is not a search this shop can answer (${path}).`, 400, null, true)
      if (field?.type === 'date' && operator !== 'exists' && !datesIn(value)) throw new APIError(`${path} must be compared with a date, such as 2026-11-28.`, 400, null, true)
    }
  }
}

function datesIn(value: unknown): boolean {
  const values = Array.isArray(value) ? value : typeof value === 'string' && value.includes(',') ? value.split(',') : [value]
  return values.every((one) => one === null || one === undefined || ((typeof one === 'string' || typeof one === 'number' || one instanceof Date) && !Number.isNaN(new Date(one).getTime())))
}
