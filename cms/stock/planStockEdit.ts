import { SIZE_OPTIONS, type Size } from '@shared/sizes'

/** Units per size as stored, in the product's order. */
export type StockCounts = Partial<Record<Size, number>>

/**
 * One size's change. `from` is the count the change is conditional on (compare-and-set); null
 * means "whatever is stored" (an absolute write, for requests without expectedSizeInventory).
 */
export type StockChange =
  | { kind: 'set'; size: Size; from: number | null; to: number }
  | { kind: 'add'; size: Size; quantity: number }
  | { kind: 'remove'; size: Size; from: number | null }

/**
 * The count of a product without sizes (null = not counted). `from` is the count the change is
 * conditional on; 'any' writes whatever is stored (an absolute write, or a product that stops
 * being counted: like removing a size, that never puts units back).
 */
export type CountChange = { from: number | null | 'any'; to: number | null }

/** The changes to make and the product's sizes afterwards (canonical order); `count` when it changes. */
export type StockPlan = { changes: StockChange[]; sizes: Size[]; count?: CountChange }

export type PlannedEdit = { kind: 'plan'; plan: StockPlan } | { kind: 'conflict'; conflicts: string[] }

const changed = (size: Size, now: number, from: number) => `${size} is now ${now}; you started from ${from}`
const gone = (size: Size, from: number) => `${size} is no longer offered; you started from ${from}`
const appeared = (size: Size, now: number) => `${size} is now ${now}; you started without it`

/**
 * The inline inventory editor (PATCH /api/products/{id}/inventory): new counts for some sizes.
 * With `expected` (the counts the editor started from), a size left as it was is not written at
 * all and a changed size is written only over the count the editor saw; without it, counts are set.
 */
export function planInventoryEdit(current: StockCounts, next: StockCounts, expected: StockCounts | null): PlannedEdit {
  const changes: StockChange[] = []
  const conflicts: string[] = []
  for (const size of sizesIn(next)) {
    const to = next[size]!
    const stored = current[size]
    if (!expected) {
      if (stored !== undefined) changes.push({ kind: 'set', size, from: null, to })
      continue
    }
    const from = expected[size]!
    if (to === from) continue
    if (stored === undefined) conflicts.push(gone(size, from))
    else if (stored !== from) conflicts.push(changed(size, stored, from))
    else changes.push({ kind: 'set', size, from, to })
  }
  if (conflicts.length > 0) return { kind: 'conflict', conflicts }
  return { kind: 'plan', plan: { changes, sizes: sizesIn(current) } }
}

/**
 * The product form (PUT /api/products/{id}): the product's sizes and their counts afterwards.
 * With `expected`, the same compare-and-set rule per size; sizes the editor added must not have
 * appeared meanwhile, sizes someone else added meanwhile are not silently dropped, and a size the
 * editor removed goes whatever its count (removing a size never puts units back on sale).
 */
export function planProductEdit(current: StockCounts, sizes: readonly Size[], next: StockCounts, expected: StockCounts | null): PlannedEdit {
  const changes: StockChange[] = []
  const conflicts: string[] = []
  const finalSizes = SIZE_OPTIONS.filter((size) => sizes.includes(size))
  for (const size of SIZE_OPTIONS) {
    const stored = current[size]
    const wanted = finalSizes.includes(size) ? (next[size] ?? 0) : undefined
    const from = expected ? expected[size] : undefined
    if (wanted === undefined) {
      if (stored === undefined) continue
      if (expected && from === undefined) conflicts.push(appeared(size, stored))
      else changes.push({ kind: 'remove', size, from: stored })
      continue
    }
    if (stored === undefined) {
      if (expected && from !== undefined) conflicts.push(gone(size, from))
      else changes.push({ kind: 'add', size, quantity: wanted })
      continue
    }
    if (!expected) {
      if (stored !== wanted) changes.push({ kind: 'set', size, from: null, to: wanted })
      continue
    }
    if (from === undefined) conflicts.push(appeared(size, stored))
    else if (wanted === from) continue
    else if (stored !== from) conflicts.push(changed(size, stored, from))
    else changes.push({ kind: 'set', size, from, to: wanted })
  }
  if (conflicts.length > 0) return { kind: 'conflict', conflicts }
  return { kind: 'plan', plan: { changes, sizes: finalSizes } }
}

const counted = (count: number | null) => (count === null ? 'not counted' : String(count))

/**
 * The count of a product without sizes (issue 13), the same compare-and-set rule as a size:
 * `next` undefined leaves it alone; with `expected` (the count the editor started from, null =
 * not counted) an untouched count is not written and a changed one only over the count the editor
 * saw; without it, the count is set. Stopping counting (null) needs no check.
 */
export function planCountEdit(
  current: number | null,
  next: number | null | undefined,
  expected: number | null | undefined,
): { kind: 'plan'; count: CountChange | null } | { kind: 'conflict'; conflicts: string[] } {
  if (next === undefined) return { kind: 'plan', count: null }
  if (expected === undefined) return { kind: 'plan', count: next === current ? null : { from: 'any', to: next } }
  if (next === expected) return { kind: 'plan', count: null }
  if (next === null) return { kind: 'plan', count: current === null ? null : { from: 'any', to: null } }
  if (current !== expected) return { kind: 'conflict', conflicts: [`Stock is now ${counted(current)}; you started from ${counted(expected)}`] }
  return { kind: 'plan', count: { from: expected, to: next } }
}

/** A size plan and a count plan as one edit: written together, or refused with every conflict. */
export function withCount(sizes: PlannedEdit, count: ReturnType<typeof planCountEdit>): PlannedEdit {
  const conflicts = [...(sizes.kind === 'conflict' ? sizes.conflicts : []), ...(count.kind === 'conflict' ? count.conflicts : [])]
  if (conflicts.length > 0) return { kind: 'conflict', conflicts }
  if (sizes.kind !== 'plan' || count.kind !== 'plan') return { kind: 'conflict', conflicts }
  return count.count ? { kind: 'plan', plan: { ...sizes.plan, count: count.count } } : sizes
}

/** What a 409 says: which sizes changed and how, and that nothing was saved. */
export function conflictMessage(conflicts: string[]): string {
  return `Stock changed while you were editing: ${conflicts.join('. ')}. Nothing was saved; check the counts and save again.`
}

function sizesIn(counts: StockCounts): Size[] {
  return SIZE_OPTIONS.filter((size) => counts[size] !== undefined)
}
